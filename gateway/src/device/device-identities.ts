import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DevicesEvents, DeviceOps, type DeviceIdentity } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { GatewayEvents } from '../events/gateway-events.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';

/** The station events that make a kept identity stale (a silence or a return changes no key). */
const STATION_CHANGES = [DevicesEvents.stationUpdated, DevicesEvents.stationDeleted] as const;
/** A national fleet's keys; past this many the longest-kept is forgotten first. */
const MOST_REMEMBERED = 500_000;

/**
 * Whom a stump's key belongs to, asked of devices (where keys live) and trusted for a while (a
 * stump calls in about once a minute). Devices' events drop what they make stale at once: a
 * revoked key, a changed or deleted station; after a reconnect (events may have been missed)
 * everything is asked again.
 */
interface Entry {
  identity: Promise<DeviceIdentity>;
  until: number;
  /** Once devices has answered. */
  known?: DeviceIdentity;
}

@Injectable()
export class DeviceIdentities implements OnModuleInit {
  private readonly entries = new Map<string, Entry>();
  /** Where an event finds what it makes stale, without going through every key kept. */
  private readonly hashOfKey = new Map<string, string>();
  private readonly hashesOfStation = new Map<string, Set<string>>();
  private readonly asking = new Set<string>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly events: GatewayEvents,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onModuleInit(): void {
    this.events.onEvent(DevicesEvents.keyRevoked, ({ id }) => this.forgetWhere(id, 'key'));
    for (const subject of STATION_CHANGES) this.events.onEvent(subject, ({ id }) => this.forgetWhere(id, 'station'));
    this.events.onReconnect(() => this.forgetAll());
  }

  /** The key's identity when devices has answered for it lately, without asking again. */
  known(keyHash: string): DeviceIdentity | undefined {
    const cached = this.entries.get(keyHash);
    return cached && cached.until > Date.now() ? cached.known : undefined;
  }

  /** The key's identity; a key devices refuses rejects with its answer, and is not kept. */
  resolve(keyHash: string, requestId: string): Promise<DeviceIdentity> {
    const now = Date.now();
    const cached = this.entries.get(keyHash);
    if (cached && cached.until > now) return cached.identity;
    // Requests that arrive together share one question to devices; a refusal or failure is not kept.
    const identity = this.rpc.send(DeviceOps.authenticate.subject, { requestId, device: { keyHash } }, undefined);
    const entry: Entry = { identity, until: now + this.config.deviceIdentityCacheMs };
    this.drop(keyHash);
    if (this.entries.size >= MOST_REMEMBERED) this.drop(this.entries.keys().next().value!);
    this.entries.set(keyHash, entry);
    this.asking.add(keyHash);
    identity.then(
      (known) => {
        if (this.entries.get(keyHash) !== entry) return;
        this.asking.delete(keyHash);
        entry.known = known;
        this.hashOfKey.set(known.keyId, keyHash);
        const hashes = this.hashesOfStation.get(known.baseStation._id) ?? new Set<string>();
        this.hashesOfStation.set(known.baseStation._id, hashes.add(keyHash));
      },
      () => {
        if (this.entries.get(keyHash) === entry) this.drop(keyHash);
      },
    );
    return identity;
  }

  /** This copy forgets the key at once (a revocation made through it); other copies hear devices' event. */
  forgetKey(keyId: string): void {
    this.forgetWhere(keyId, 'key');
  }

  private forgetWhere(id: unknown, of: 'key' | 'station'): void {
    if (typeof id !== 'string') return this.forgetAll();
    // A question still in flight may come back with what this change made stale.
    for (const hash of [...this.asking]) this.drop(hash);
    const stale = of === 'key' ? [this.hashOfKey.get(id)] : [...(this.hashesOfStation.get(id) ?? [])];
    for (const hash of stale) if (hash !== undefined) this.drop(hash);
  }

  private drop(hash: string): void {
    const known = this.entries.get(hash)?.known;
    this.entries.delete(hash);
    this.asking.delete(hash);
    if (!known) return;
    if (this.hashOfKey.get(known.keyId) === hash) this.hashOfKey.delete(known.keyId);
    const hashes = this.hashesOfStation.get(known.baseStation._id);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.hashesOfStation.delete(known.baseStation._id);
  }

  private forgetAll(): void {
    this.entries.clear();
    this.hashOfKey.clear();
    this.hashesOfStation.clear();
    this.asking.clear();
  }
}
