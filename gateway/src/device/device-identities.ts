import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DevicesEvents, DevicesSubjects, type DeviceIdentity } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { GatewayEvents } from '../events/gateway-events.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';

/** Every devices event about a station: added, changed, deleted. */
const STATION_EVENTS = 'devices.events.station.>';
/** A fleet's keys; past this many the longest-kept is forgotten first. */
const MOST_REMEMBERED = 150_000;

/**
 * Whom a stump's key belongs to, asked of devices (where keys live) and trusted for a while (a
 * stump calls in about once a minute). Devices' events drop what they make stale at once: a
 * revoked key, a changed or deleted station; after a reconnect (events may have been missed)
 * everything is asked again.
 */
@Injectable()
export class DeviceIdentities implements OnModuleInit {
  private readonly entries = new Map<string, { identity: Promise<DeviceIdentity>; until: number }>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly events: GatewayEvents,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onModuleInit(): void {
    this.events.on(DevicesEvents.keyRevoked, (message) => this.forgetWhere(message.json<{ id?: unknown }>().id, 'key'));
    this.events.on(STATION_EVENTS, (message) => this.forgetWhere(message.json<{ id?: unknown }>().id, 'station'));
    this.events.onReconnect(() => this.entries.clear());
  }

  /** The key's identity; a key devices refuses rejects with its answer, and is not kept. */
  resolve(keyHash: string, requestId: string): Promise<DeviceIdentity> {
    const now = Date.now();
    const cached = this.entries.get(keyHash);
    if (cached && cached.until > now) return cached.identity;
    // Requests that arrive together share one question to devices; a refusal or failure is not kept.
    const identity = this.rpc.send(DevicesSubjects.authenticate, { requestId, device: { keyHash } }, undefined);
    identity.catch(() => this.entries.delete(keyHash));
    this.entries.delete(keyHash);
    if (this.entries.size >= MOST_REMEMBERED) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(keyHash, { identity, until: now + this.config.deviceIdentityCacheMs });
    return identity;
  }

  /** This copy forgets the key at once (a revocation made through it); other copies hear devices' event. */
  forgetKey(keyId: string): void {
    this.forgetWhere(keyId, 'key');
  }

  private forgetWhere(id: unknown, of: 'key' | 'station'): void {
    if (typeof id !== 'string') {
      this.entries.clear();
      return;
    }
    for (const [hash, entry] of this.entries) {
      void entry.identity.then(
        (identity) => {
          if ((of === 'key' ? identity.keyId : identity.baseStation._id) === id) this.entries.delete(hash);
        },
        () => undefined,
      );
    }
  }
}
