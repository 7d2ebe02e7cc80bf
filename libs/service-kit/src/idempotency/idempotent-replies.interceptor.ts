import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isRpcErrorBody, type Idempotency } from '@storystump/contracts';
import { from, lastValueFrom, mergeMap, toArray, type Observable } from 'rxjs';
import { DataSource, type Repository } from 'typeorm';
import { INFRA_CONFIG, type InfraConfig } from '../config.js';
import { DomainError } from '../domain-error.js';
import { RpcFailure } from '../rpc-failure.js';
import { IdempotencyErrors } from './idempotency-errors.js';
import { IdempotentReplyEntity, type IdempotentOutcome } from './idempotent-reply.entity.js';
import { openOutcome, sealOutcome } from './sealed-outcome.js';

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
 * For a request that carries an Idempotency-Key: the first one runs and its outcome is kept,
 * sealed with the request's reply key, in the service's `idempotent_replies`; a retry within the
 * window (after a lost answer, a timeout, a restart) gets that outcome again and causes no second
 * effect. Two at once are kept apart by an advisory lock. Failures a retry may cure (5xx) are not
 * kept; an outcome older than the window is deleted, not replayed.
 */
@Injectable()
export class IdempotentRepliesInterceptor implements NestInterceptor {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(INFRA_CONFIG) private readonly config: InfraConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const ctx = (context.switchToRpc().getData() as { ctx?: { idempotency?: Idempotency } } | undefined)?.ctx;
    const idempotency = ctx?.idempotency;
    if (!ctx || !idempotency) return next.handle();
    // The key is this request's alone: the calls the handler makes to other services (a read of
    // the buyer's account, say) must not be kept, nor wait on this request's lock, under it.
    delete ctx.idempotency;
    // A reply may come in pieces (a long list): every piece is kept, and sent again as it was.
    return from(this.once(idempotency, () => lastValueFrom(next.handle().pipe(toArray())))).pipe(
      mergeMap((pieces) => from(pieces)),
    );
  }

  private async once(idempotency: Idempotency, work: () => Promise<unknown[]>): Promise<unknown[]> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked`, [
        idempotency.key,
      ])) as Array<{ locked: boolean }>;
      if (!locked) throw IdempotencyErrors.inProgress();
      try {
        return await this.replayOrRun(runner.manager.getRepository(IdempotentReplyEntity), idempotency, work);
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
    work: () => Promise<unknown[]>,
  ): Promise<unknown[]> {
    const stored = await replies.findOneBy({ key: idempotency.key });
    if (stored && stored.createdAt.getTime() > Date.now() - this.config.idempotencyWindowMs) {
      if (stored.requestHash !== idempotency.requestHash) throw IdempotencyErrors.reused();
      const outcome = openOutcome(stored.sealedOutcome, idempotency.replyKey);
      if ('error' in outcome) throw new RpcFailure(outcome.error);
      return 'pieces' in outcome ? outcome.pieces : [outcome.reply];
    }
    if (stored) await replies.delete({ key: idempotency.key });
    const keep = (outcome: IdempotentOutcome) =>
      replies.insert({
        key: idempotency.key,
        requestHash: idempotency.requestHash,
        sealedOutcome: sealOutcome(outcome, idempotency.replyKey),
      });
    try {
      const pieces = await work();
      await keep(pieces.length > 1 ? { pieces } : { reply: pieces[0] ?? null });
      return pieces;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) await keep({ error: refusal });
      throw error;
    }
  }
}
