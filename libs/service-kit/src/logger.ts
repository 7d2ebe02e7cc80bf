import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { requestScope } from './request-scope.js';

/** Keys whose values never reach a log line, at any of the first few levels of a logged object. */
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'authorization',
  'cookie',
  'apiKey',
  'api_key',
  'key',
  'keyHash',
  'key_hash',
  'secret',
  'privateKeyPem',
  'private_key_pem',
  'signingKey',
  // A failed query's bound values (TypeORM's QueryFailedError): a password hash, say.
  'parameters',
];

/**
 * Nest's own start-up lines, one for each module, controller and route it sets up: debug, so a
 * start at the default level shows what the platform says, not Nest's inventory of itself.
 */
const NEST_START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'NestMicroservice',
]);

export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

/** Structured JSON logs (pino) behind Nest's logger interface, with secrets redacted by key. */
export class PinoLogger implements LoggerService {
  readonly pino: Logger;

  constructor(service: string, level = 'info', destination?: DestinationStream, instance?: Logger) {
    this.pino =
      instance ??
      pino(
        {
          name: service,
          level,
          base: { service },
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          // Lines written while a request is handled name it, in every process it reaches.
          mixin: () => {
            const scope = requestScope.getStore();
            return scope ? { requestId: scope.requestId } : {};
          },
        },
        destination,
      );
  }

  /**
   * The same logger, every line naming this request: for code that has the request in hand and
   * runs outside a request scope (the gateway, which has no scope to spare on its hot path).
   */
  forRequest(requestId: string): PinoLogger {
    return new PinoLogger('', undefined, undefined, this.pino.child({ requestId }));
  }

  log(message: unknown, context?: string): void {
    if (context && NEST_START_UP_CONTEXTS.has(context)) this.pino.debug({ context }, String(message));
    else this.pino.info({ context }, String(message));
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    if (message instanceof Error) {
      this.pino.error({ err: message, context: stackOrContext }, message.message);
    } else {
      this.pino.error({ stack: context ? stackOrContext : undefined, context: context ?? stackOrContext }, String(message));
    }
  }
  warn(message: unknown, context?: string): void {
    this.pino.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.pino.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.pino.trace({ context }, String(message));
  }
}
