import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { IdempotencyErrors, readKeyEncryptionKey, RpcFailure, SETTINGS, type Settings } from '@storystump/service-kit';
import type { AuthenticatedRequest } from '../auth/request-context.decorator.js';
import { IDEMPOTENCY_HEADER, idempotencyOf, IGNORES_IDEMPOTENCY_KEY } from './idempotency-key.js';
import { IdempotencyKeysInUse } from './idempotency-keys-in-use.js';

const IDEMPOTENCY_SECRET_SETTING = 'IDEMPOTENCY_KEY_SECRET';

/**
 * Derives the Idempotency-Key of every POST that sends one (and whose route keeps answers), once
 * the caller is known, under the gateway's secret; the request's context passes it on. Every such
 * POST, forwarded or written by hand, is refused with 422 when its key was first used with another
 * request (of any service).
 */
@Injectable()
export class IdempotencyKeyGuard implements CanActivate {
  private readonly secret: Buffer;

  constructor(
    private readonly keysInUse: IdempotencyKeysInUse,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.secret = readKeyEncryptionKey(
      IDEMPOTENCY_SECRET_SETTING,
      settings[IDEMPOTENCY_SECRET_SETTING],
      'the gateway derives the Idempotency-Keys it passes on with it',
    );
  }

  /** Answered at once, not as a promise, for the requests with no key to check: nearly all. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || typeof header !== 'string') return true;
    if (Reflect.getMetadata(IGNORES_IDEMPOTENCY_KEY, context.getHandler())) return true;
    return this.checkKey(request, header);
  }

  private async checkKey(request: AuthenticatedRequest, header: string): Promise<boolean> {
    request.idempotency = idempotencyOf(
      { method: request.method, url: request.url, body: request.body },
      {
        actorId: request.actor?.id,
        deviceKeyHash: request.deviceKeyHash,
        address: request.ip,
        authorization: request.headers.authorization,
      },
      header,
      this.secret,
    );
    if (!(await this.keysInUse.fits(request.idempotency))) throw new RpcFailure(IdempotencyErrors.reused().toBody());
    return true;
  }
}
