import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { BackgroundMetrics } from './background-metrics.js';
import { InFlightRequests } from './in-flight-requests.js';
import { OpsServer } from './ops-server.js';
import { ProcessMetrics } from './process-metrics.js';
import { Readiness } from './readiness.js';
import { RpcRequestsInterceptor } from './rpc-requests.interceptor.js';

/** Metrics, readiness and the port ops scrape them on, for every process. */
@Global()
@Module({})
export class OpsModule {
  /**
   * `natsRequests`, for a service: the requests its NATS server waits for when it shuts down;
   * each is also counted, timed and scoped to its request id. The gateway passes none: an
   * interceptor on every HTTP route would put each request through an rxjs pipeline for nothing.
   */
  static forRoot(natsRequests?: InFlightRequests): DynamicModule {
    return {
      module: OpsModule,
      providers: [
        ProcessMetrics,
        Readiness,
        BackgroundMetrics,
        OpsServer,
        ...(natsRequests
          ? [
              { provide: InFlightRequests, useValue: natsRequests },
              { provide: APP_INTERCEPTOR, useClass: RpcRequestsInterceptor },
            ]
          : []),
      ],
      exports: [ProcessMetrics, Readiness],
    };
  }
}
