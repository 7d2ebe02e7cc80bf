import { Controller, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  deadLetterPositionOf,
  deadLettersSubject,
  DeadLettersQuery,
  describeZodError,
  RequestContextSchema,
  type DeadLettersPage,
} from '@storystump/contracts';
import { requireAdmin } from './access.js';
import { DomainError } from './domain-error.js';
import { DeadLetters } from './events/dead-letters.js';
import { findProvider } from './ops/find-provider.js';

/** A controller answering `<service>.dead-letters.list` for admins: a page of what the service's consumers set aside. */
export function deadLettersController(service: string): Type<unknown> {
  @Controller()
  class DeadLettersController {
    constructor(private readonly moduleRef: ModuleRef) {}

    @MessagePattern(deadLettersSubject(service))
    async list(@Payload() message: { ctx?: unknown; input?: unknown } | null): Promise<DeadLettersPage> {
      const ctx = RequestContextSchema.safeParse(message?.ctx);
      if (!ctx.success) throw new DomainError(400, 'INVALID_CONTEXT', describeZodError(ctx.error));
      requireAdmin(ctx.data);
      const query = DeadLettersQuery.safeParse(message?.input ?? {});
      if (!query.success) throw new DomainError(400, 'INVALID_INPUT', describeZodError(query.error));
      const { limit, cursor } = query.data;
      const deadLetters = findProvider(this.moduleRef, DeadLetters);
      if (!deadLetters) return { letters: [], more: false };
      return deadLetters.list(limit, cursor === undefined ? undefined : deadLetterPositionOf(cursor));
    }
  }
  return DeadLettersController;
}
