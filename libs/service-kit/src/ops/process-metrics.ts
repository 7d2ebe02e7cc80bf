import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Registry, type Metric } from 'prom-client';
import { SERVICE_NAME } from '../service-name.js';
import { RequestTallies } from './request-tallies.js';

/** Seconds; from a cached read to a slow report. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus metrics (prom-client), on a registry of its own so two services in one
 * process (as in tests) never mix: Node's own figures, requests by route or subject, and gauges
 * read when scraped.
 */
@Injectable()
export class ProcessMetrics {
  readonly registry = new Registry();
  private readonly requests = new RequestTallies(
    LATENCY_BUCKETS,
    { counter: 'storystump_requests_total', histogram: 'storystump_request_duration_seconds' },
    {
      counter: 'Requests handled, by kind (http or nats), route or subject, and outcome (status code or ok/error).',
      histogram: 'Time to answer a request, by kind, route or subject, and outcome.',
    },
  );

  constructor(@Inject(SERVICE_NAME) service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    for (const metric of this.requests.metrics()) this.registry.registerMetric(metric as unknown as Metric);
  }

  /** Counts one request and its time: on every request, so it does no more than add. */
  observe(kind: 'http' | 'nats', route: string, outcome: string, seconds: number): void {
    this.requests.record(kind, route, outcome, seconds);
  }

  /** A gauge whose values are read when Prometheus scrapes; a read that fails leaves it unset. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    read: (set: (labels: Record<L, string>, value: number) => void) => Promise<void>,
  ): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        await read((labels, value) => this.set(labels, value)).catch(() => undefined);
      },
    });
  }
}
