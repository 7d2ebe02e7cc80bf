import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/** Structured JSON logs (pino) behind Nest's logger interface. */
export class PinoLogger implements LoggerService {
  readonly pino: Logger;

  constructor(service: string, level = 'info') {
    this.pino = pino({ name: service, level, base: { service } });
  }

  log(message: unknown, context?: string): void {
    this.pino.info({ context }, String(message));
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
