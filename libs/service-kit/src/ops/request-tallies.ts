type Labels = { kind: string; route: string; outcome: string };
/** A line of a histogram, laid out as prom-client lays out its own (the bound first, the route's labels shared). */
interface Line {
  metricName: string;
  labels: { le?: string | number };
  sharedLabels: Labels;
  value: number;
}

interface Tally {
  labels: Labels;
  count: number;
  sum: number;
  /** Observations per bucket, not yet cumulative: bucket i holds those <= bounds[i] and > bounds[i-1]; the last, the rest. */
  perBucket: Float64Array;
}

/**
 * Requests counted and timed by kind, route or subject, and outcome. Recording is a map lookup and
 * three additions; the Prometheus series (a counter and a histogram) are worked out only when
 * scraped. prom-client's own Counter and Histogram validate and hash their labels on every call,
 * about a microsecond a request, which a CPU profile showed as a tenth of the gateway's own time.
 */
export class RequestTallies {
  private readonly tallies = new Map<string, Tally>();

  constructor(
    private readonly bounds: readonly number[],
    private readonly names: { counter: string; histogram: string },
    private readonly help: { counter: string; histogram: string },
  ) {}

  record(kind: string, route: string, outcome: string, seconds: number): void {
    const key = `${kind} ${route} ${outcome}`;
    let tally = this.tallies.get(key);
    if (!tally) {
      tally = { labels: { kind, route, outcome }, count: 0, sum: 0, perBucket: new Float64Array(this.bounds.length + 1) };
      this.tallies.set(key, tally);
    }
    tally.count += 1;
    tally.sum += seconds;
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    tally.perBucket[bucket]! += 1;
  }

  /** The two metrics, in the shape a prom-client Registry takes (`registerMetric`): a name, and what `get` reads. */
  metrics() {
    return [
      this.metric('counter', () => [...this.tallies.values()].map(({ labels, count }) => ({ labels, value: count }))),
      this.metric('histogram', () => [...this.tallies.values()].flatMap((tally) => this.histogramLines(tally))),
    ];
  }

  private metric(type: 'counter' | 'histogram', values: () => Array<{ labels: object; value: number }>) {
    const about = { name: this.names[type], help: this.help[type], type, aggregator: 'sum' };
    return { ...about, get: async () => ({ ...about, values: values() }), reset: () => this.tallies.clear() };
  }

  private histogramLines({ labels, count, sum, perBucket }: Tally): Line[] {
    const name = this.names.histogram;
    let cumulative = 0;
    const buckets = this.bounds.map((bound, i) => {
      cumulative += perBucket[i]!;
      return { metricName: `${name}_bucket`, labels: { le: bound }, sharedLabels: labels, value: cumulative };
    });
    return [
      ...buckets,
      { metricName: `${name}_bucket`, labels: { le: '+Inf' }, sharedLabels: labels, value: count },
      { metricName: `${name}_sum`, labels: {}, sharedLabels: labels, value: sum },
      { metricName: `${name}_count`, labels: {}, sharedLabels: labels, value: count },
    ];
  }
}
