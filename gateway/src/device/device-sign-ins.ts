import { Inject, Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Refusals } from '../auth/refusals.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';
import { RateLimitExceeded } from '../rate-limit/rate-limit-exceeded.js';
import { RateLimitStore } from '../rate-limit/rate-limit.store.js';
import { RpcFailure } from '@storystump/service-kit';
import { apiKeyOf, hashOfKey, type DeviceRequest } from './device-key.js';
import { DeviceIdentities } from './device-identities.js';

const FAILURE_WINDOW_MS = 10 * 60_000;
/** Refused keys remembered per gateway copy: a key refused once (unknown or revoked) never becomes good. */
const REMEMBERED_REFUSALS = 10_000;

/**
 * Who may use the device route. It takes `Authorization: ApiKey <key>` and nothing else (a user's
 * token is refused); whom the key belongs to is asked of the devices service, where keys live,
 * and kept for a moment (DeviceIdentities). Guessing is made slow and cheap: a key the service
 * refused is refused here again without asking it, and an address with too many refused keys is
 * refused (429) until its window ends.
 */
@Injectable()
export class DeviceSignIns {
  private readonly logger = new Logger(DeviceSignIns.name);
  private readonly refusedKeys = new Map<string, Error>();
  private readonly blockedUntil = new Map<string, number>();

  constructor(
    private readonly counters: RateLimitStore,
    private readonly identities: DeviceIdentities,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Resolves the stump's key into the request, or refuses it (a key refused before, with no question to any service). */
  async admit(context: ExecutionContext): Promise<true> {
    const request = context.switchToHttp().getRequest<DeviceRequest>();
    const until = this.blockedUntil.get(request.ip);
    if (until !== undefined) {
      const secondsLeft = Math.ceil((until - Date.now()) / 1000);
      if (secondsLeft > 0) {
        void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(secondsLeft));
        throw new RateLimitExceeded();
      }
      this.blockedUntil.delete(request.ip);
    }
    const header = request.headers.authorization;
    if (!header) throw Refusals.noApiKey;
    if (/^Bearer\s/i.test(header)) throw Refusals.tokenForDevice;
    const key = apiKeyOf(request);
    if (!key) return this.refuse(request.ip, Refusals.invalidApiKey);
    const hash = hashOfKey(key);
    const refused = this.refusedKeys.get(hash);
    if (refused) return this.refuse(request.ip, refused);
    request.deviceKeyHash = hash;
    try {
      request.deviceIdentity = await this.identities.resolve(hash, request.id);
    } catch (error) {
      if (error instanceof RpcFailure && error.body.status === 401) this.refusedByService(request, error);
      throw error;
    }
    return true;
  }

  /** The devices service refused this request's key: remembered, and counted against its address. */
  refusedByService(request: DeviceRequest, refusal: Error): void {
    if (request.deviceKeyHash) {
      if (this.refusedKeys.size >= REMEMBERED_REFUSALS) this.refusedKeys.delete(this.refusedKeys.keys().next().value!);
      this.refusedKeys.set(request.deviceKeyHash, refusal);
    }
    void this.countFailure(request.ip);
  }

  private refuse(address: string, refusal: Error): never {
    void this.countFailure(address);
    throw refusal;
  }

  private async countFailure(address: string): Promise<void> {
    try {
      const { hits, secondsLeft } = await this.counters.hit('device-sign-in-failures', address, FAILURE_WINDOW_MS);
      if (hits >= this.config.deviceSignInFailureLimit) this.blockedUntil.set(address, Date.now() + secondsLeft * 1000);
    } catch (error) {
      this.logger.warn(`Could not count a refused API key: ${String(error)}`);
    }
  }
}
