import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { readKeyEncryptionKey, SETTINGS, type Settings } from '@storystump/service-kit';
import type { AuthenticatedRequest } from '../auth/request-context.decorator.js';
import { IDEMPOTENCY_HEADER, idempotencyOf, IGNORES_IDEMPOTENCY_KEY } from './idempotency-key.js';

const IDEMPOTENCY_SECRET_SETTING = 'IDEMPOTENCY_KEY_SECRET';

/**
 * Derives the Idempotency-Key of every POST that sends one (and whose route keeps answers), once
 * the caller is known, under the gateway's secret; the request's context passes it on.
 */
@Injectable()
export class IdempotencyKeyGuard implements CanActivate {
  private readonly secret: Buffer;

  constructor(@Inject(SETTINGS) settings: Settings) {
    this.secret = readKeyEncryptionKey(
      IDEMPOTENCY_SECRET_SETTING,
      settings[IDEMPOTENCY_SECRET_SETTING],
      'the gateway derives the Idempotency-Keys it passes on with it',
    );
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || typeof header !== 'string') return true;
    if (Reflect.getMetadata(IGNORES_IDEMPOTENCY_KEY, context.getHandler())) return true;
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
    return true;
  }
}
