import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NatsContext } from '@nestjs/microservices';
import { isRpcErrorBody, type Idempotency } from '@storystump/contracts';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource, type Repository } from 'typeorm';
import { DomainError } from '../domain-error.js';
import { RpcFailure } from '../rpc-failure.js';
import { IdempotentReplyEntity, type IdempotentOutcome } from './idempotent-reply.entity.js';

const IdempotencyErrors = {
  inProgress: () =>
    new DomainError(
      409,
      'IDEMPOTENCY_KEY_IN_USE',
      'A request with this Idempotency-Key is still being handled. Try again in a moment.',
    ),
  reused: () => new DomainError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request'),
};

/** The body of a refusal worth repeating to a retry: the caller's own mistake, not a passing failure. */
function refusalOf(error: unknown) {
  const body =
    error instanceof DomainError
      ? error.toBody()
      : error instanceof RpcFailure
        ? error.body
        : isRpcErrorBody(error)
          ? error
          : null;
  return body && body.status < 500 ? body : null;
}

/**
 * For a request that carries an Idempotency-Key: the first one runs and its outcome is kept in the
 * service's `idempotent_replies`; a retry (after a lost answer, a timeout, a restart) gets that
 * outcome again and causes no second effect. Two at once are kept apart by an advisory lock.
 * Failures a retry may cure (5xx) are not kept.
 */
@Injectable()
export class IdempotentRepliesInterceptor implements NestInterceptor {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const idempotency = (context.switchToRpc().getData() as { ctx?: { idempotency?: Idempotency } } | undefined)?.ctx
      ?.idempotency;
    if (!idempotency) return next.handle();
    const subject = context.switchToRpc().getContext<NatsContext>().getSubject();
    return from(this.once(idempotency, subject, () => lastValueFrom(next.handle())));
  }

  private async once(idempotency: Idempotency, subject: string, work: () => Promise<unknown>): Promise<unknown> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked`, [
        idempotency.key,
      ])) as Array<{ locked: boolean }>;
      if (!locked) throw IdempotencyErrors.inProgress();
      try {
        return await this.replayOrRun(runner.manager.getRepository(IdempotentReplyEntity), idempotency, subject, work);
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [idempotency.key]);
      }
    } finally {
      await runner.release();
    }
  }

  private async replayOrRun(
    replies: Repository<IdempotentReplyEntity>,
    idempotency: Idempotency,
    subject: string,
    work: () => Promise<unknown>,
  ): Promise<unknown> {
    const stored = await replies.findOneBy({ key: idempotency.key });
    if (stored) {
      if (stored.requestHash !== idempotency.requestHash) throw IdempotencyErrors.reused();
      if ('error' in stored.outcome) throw new RpcFailure(stored.outcome.error);
      return stored.outcome.reply;
    }
    const keep = (outcome: IdempotentOutcome) =>
      replies.insert({ key: idempotency.key, subject, requestHash: idempotency.requestHash, outcome: outcome as object });
    try {
      const reply = await work();
      await keep({ reply: reply ?? null });
      return reply;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) await keep({ error: refusal });
      throw error;
    }
  }
}
