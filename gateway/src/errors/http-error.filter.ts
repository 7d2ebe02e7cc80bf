import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter, type LoggerService } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebApp } from '../web/web-app.js';
import { toHttpError } from './to-http-error.js';

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: LoggerService,
    private readonly webApp: WebApp,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (exception instanceof NotFoundException && this.webApp.fallback(request, reply)) return;
    const { status, body } =
      exception instanceof NotFoundException && request.url.startsWith('/api')
        ? { status: 404, body: { message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' } }
        : toHttpError(exception);
    if (status >= 500) {
      this.logger.error(
        exception instanceof Error ? exception : String(exception),
        `${request.method} ${request.url} ${request.id}`,
      );
    }
    void reply.status(status).send(body);
  }
}
