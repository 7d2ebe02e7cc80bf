import { Inject, Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { finalize, Observable, tap } from 'rxjs';
import { REQUEST_ID_HEADER, requestScope } from '../request-scope.js';
import { InFlightRequests } from './in-flight-requests.js';
import { ProcessMetrics } from './process-metrics.js';

/**
 * Every NATS request a service answers: counted in flight until answered (shutdown waits for
 * it), handled in the scope of the request id the gateway gave it (so log lines name it), counted
 * and timed by subject and outcome, and logged at debug level.
 */
@Injectable()
export class RpcRequestsInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Requests');

  constructor(
    private readonly metrics: ProcessMetrics,
    @Inject(InFlightRequests) private readonly inFlight: InFlightRequests,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const subject = nats.getSubject();
    const requestId = (nats.getHeaders() as { get(key: string): string } | undefined)?.get(REQUEST_ID_HEADER) || undefined;
    const started = process.hrtime.bigint();
    const done = (outcome: string) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.metrics.observe('nats', subject, outcome, seconds);
      this.logger.debug(`${subject} ${outcome} in ${(seconds * 1000).toFixed(1)} ms`);
    };
    const answered = this.inFlight.start();
    // Counted once it is answered whole: a list in pieces is several values.
    const handled = next.handle().pipe(tap({ complete: () => done('ok'), error: () => done('error') }), finalize(answered));
    if (!requestId) return handled;
    return new Observable((subscriber) => requestScope.run({ requestId }, () => handled.subscribe(subscriber)));
  }
}
