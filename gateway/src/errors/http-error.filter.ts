import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { RepeatedLog, RpcFailure, type PinoLogger } from '@storystump/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toHttpError } from './to-http-error.js';
import { RETRY_AFTER_SECONDS } from './unavailable.js';

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly upstreamFailures: RepeatedLog;

  constructor(private readonly logger: PinoLogger) {
    this.upstreamFailures = new RepeatedLog((line) => logger.warn(line, 'UpstreamFailure'));
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, body } =
      exception instanceof NotFoundException
        ? { status: 404, body: { message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' } }
        : toHttpError(exception);
    if (status >= 500) this.logFailure(exception, request, status, body.code, body.message);
    if (status === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void reply.status(status).send(body);
  }

  private logFailure(exception: unknown, request: FastifyRequest, status: number, code: string, message: string): void {
    // The route's pattern, not its path: a path may carry a secret (a host's link token).
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    // A service that is down, slow or failing: expected while it lasts, so counted, not a stack per request.
    if (exception instanceof RpcFailure || status === 503) {
      this.upstreamFailures.record(code, () => `${route}: ${message} (${status} ${code})`);
      return;
    }
    this.logger
      .forRequest(request.id)
      .error(exception instanceof Error ? exception : String(exception), `${route} ${request.id}`);
  }
}
