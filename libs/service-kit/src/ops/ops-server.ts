import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { positiveInt } from '../config.js';
import { SETTINGS, type Settings } from '../settings.js';
import { ProcessMetrics } from './process-metrics.js';
import { Readiness } from './readiness.js';

/**
 * What ops scrape and probe, on a port of its own (`METRICS_PORT`; none when unset, any free one
 * when 0, the one taken logged): `/metrics`
 * (Prometheus), `/health/live` (the process answers) and `/health/ready` (its dependencies do).
 * It closes last, so probes keep answering while the process drains.
 */
@Injectable()
export class OpsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OpsServer.name);
  private server?: Server;

  constructor(
    private readonly metrics: ProcessMetrics,
    private readonly readiness: Readiness,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.settings.METRICS_PORT) return;
    const port = this.settings.METRICS_PORT === '0' ? 0 : positiveInt(this.settings.METRICS_PORT, 9464, 'METRICS_PORT');
    const server = createServer((request, response) => {
      void this.answer(request.url ?? '/').then(({ status, type, body }) => {
        response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
        response.end(body);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.settings.METRICS_HOST ?? '0.0.0.0', () => resolve());
    });
    this.server = server;
    this.logger.log(`Metrics and probes on port ${this.port}`);
  }

  /** The port taken, once listening. */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  private async answer(url: string): Promise<{ status: number; type: string; body: string }> {
    const json = (status: number, value: unknown) => ({ status, type: 'application/json', body: JSON.stringify(value) });
    switch (url.split('?')[0]) {
      case '/metrics':
        return { status: 200, type: this.metrics.registry.contentType, body: await this.metrics.registry.metrics() };
      case '/health/live':
        return json(200, { status: 'ok' });
      case '/health/ready': {
        const report = await this.readiness.check();
        return json(report.status === 'ok' ? 200 : 503, report);
      }
      default:
        return json(404, { message: 'Not found' });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}
