import { Inject, Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Refusals } from '../auth/refusals.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';
import { RateLimitExceeded } from '../rate-limit/rate-limit-exceeded.js';
import { RateLimitStore, type RateLimitHit } from '../rate-limit/rate-limit.store.js';
import { RpcFailure } from '@storystump/service-kit';
import { apiKeyOf, hashOfKey, type DeviceRequest } from './device-key.js';
import { DeviceIdentities } from './device-identities.js';

const FAILURE_WINDOW_MS = 10 * 60_000;
const FAILURE_COUNTER = 'device-sign-in-failures';
/** Refused keys remembered per gateway copy: a key refused once (unknown or revoked) never becomes good. */
const REMEMBERED_REFUSALS = 10_000;
/** Keys devices accepted are remembered in Redis this long, so that every copy lets them past an address's limit. */
const ACCEPTED_WINDOW_MS = 24 * 60 * 60_000;
const ACCEPTED_COUNTER = 'device-key-accepted';
/** Past the limit, an address may still have this many unknown keys asked about per window. */
const LOOKUPS_PAST_LIMIT = 1;
const LOOKUP_WINDOW_MS = 1000;
const LOOKUP_COUNTER = 'device-sign-in-lookups-past-limit';

/**
 * Who may use the device route. It takes `Authorization: ApiKey <key>` and nothing else (a user's
 * token is refused); whom the key belongs to is asked of the devices service, where keys live,
 * and kept for a moment (DeviceIdentities). Guessing is made slow and cheap: a key the service
 * refused is refused here again without asking it, and the refused keys of each address are
 * counted in Redis (every gateway copy sees one count, and it ends with its window). Past the
 * limit a wrong key gets 429 until the window ends, and devices hears of at most one unknown key
 * from that address a second (also counted in Redis); a key devices accepted in the last day (as
 * any copy remembers in Redis) is let in as before, since many stumps may share one address (a
 * mobile network's), and a right key not seen yet gets through the trickle.
 */
@Injectable()
export class DeviceSignIns {
  private readonly logger = new Logger(DeviceSignIns.name);
  private readonly refusedKeys = new Map<string, Error>();

  constructor(
    private readonly counters: RateLimitStore,
    private readonly identities: DeviceIdentities,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    // A key in steady use is asked about in the background only: it stays counted as accepted.
    identities.onReconfirmed((hash) => void this.countAccepted(hash));
  }

  /** Resolves the stump's key into the request, or refuses it (a key refused before, with no question to any service). */
  async admit(context: ExecutionContext): Promise<true> {
    const request = context.switchToHttp().getRequest<DeviceRequest>();
    const header = request.headers.authorization;
    if (!header) throw Refusals.noApiKey;
    if (/^Bearer\s/i.test(header)) throw Refusals.tokenForDevice;
    const key = apiKeyOf(request);
    if (!key) return this.refuse(context, Refusals.invalidApiKey);
    const hash = hashOfKey(key);
    const refused = this.refusedKeys.get(hash);
    if (refused) return this.refuse(context, refused);
    request.deviceKeyHash = hash;
    // A key devices accepted a moment ago is let in from any address, and was counted as accepted then.
    const known = this.identities.known(hash, request.id);
    if (known) {
      request.deviceIdentity = known;
      return true;
    }
    await this.mayAskAbout(context, hash);
    try {
      request.deviceIdentity = await this.identities.resolve(hash, request.id);
    } catch (error) {
      if (!(error instanceof RpcFailure) || error.body.status !== 401) throw error;
      this.remember(hash, error);
      return this.refuse(context, error);
    }
    await this.counters.hit(ACCEPTED_COUNTER, hash, ACCEPTED_WINDOW_MS);
    return true;
  }

  private async countAccepted(hash: string): Promise<void> {
    try {
      await this.counters.hit(ACCEPTED_COUNTER, hash, ACCEPTED_WINDOW_MS);
    } catch (error) {
      this.logger.warn(`Could not count an accepted API key: ${String(error)}`);
    }
  }

  /** From an address past its limit, a key not accepted lately is asked about only within the trickle; else 429. */
  private async mayAskAbout(context: ExecutionContext, hash: string): Promise<void> {
    const address = context.switchToHttp().getRequest<DeviceRequest>().ip;
    try {
      if ((await this.counters.peek(FAILURE_COUNTER, address)) < this.config.deviceSignInFailureLimit) return;
      if ((await this.counters.peek(ACCEPTED_COUNTER, hash)) > 0) return;
      const lookups = await this.counters.hit(LOOKUP_COUNTER, address, LOOKUP_WINDOW_MS);
      if (lookups.hits <= LOOKUPS_PAST_LIMIT) return;
      void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(lookups.secondsLeft));
    } catch (error) {
      this.logger.warn(`Could not count an unknown API key: ${String(error)}`);
      return;
    }
    void this.countRefusal(address);
    throw new RateLimitExceeded();
  }

  /** The devices service refused this request's key while answering it: remembered, and counted against its address. */
  refusedByService(request: DeviceRequest, refusal: Error): void {
    if (request.deviceKeyHash) this.remember(request.deviceKeyHash, refusal);
    void this.countRefusal(request.ip);
  }

  private remember(hash: string, refusal: Error): void {
    if (this.refusedKeys.size >= REMEMBERED_REFUSALS) this.refusedKeys.delete(this.refusedKeys.keys().next().value!);
    this.refusedKeys.set(hash, refusal);
  }

  /** A wrong key: its refusal, or 429 once its address has sent too many in the window. */
  private async refuse(context: ExecutionContext, refusal: Error): Promise<never> {
    const { hits, secondsLeft } = await this.countRefusal(context.switchToHttp().getRequest<DeviceRequest>().ip);
    if (hits > this.config.deviceSignInFailureLimit) {
      void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(secondsLeft));
      throw new RateLimitExceeded();
    }
    throw refusal;
  }

  private async countRefusal(address: string): Promise<RateLimitHit> {
    try {
      return await this.counters.hit(FAILURE_COUNTER, address, FAILURE_WINDOW_MS);
    } catch (error) {
      this.logger.warn(`Could not count a refused API key: ${String(error)}`);
      return { hits: 0, secondsLeft: 0 };
    }
  }
}
