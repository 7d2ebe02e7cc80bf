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
  /** `inFlight`: the requests the process's NATS server waits for when it shuts down. */
  static forRoot(inFlight = new InFlightRequests()): DynamicModule {
    return {
      module: OpsModule,
      providers: [
        { provide: InFlightRequests, useValue: inFlight },
        ProcessMetrics,
        Readiness,
        BackgroundMetrics,
        OpsServer,
        { provide: APP_INTERCEPTOR, useClass: RpcRequestsInterceptor },
      ],
      exports: [ProcessMetrics, Readiness],
    };
  }
}
