import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DevicesEvents, DeviceOps, type DeviceIdentity } from '@storystump/contracts';
import { RpcClient, RpcFailure } from '@storystump/service-kit';
import { GatewayEvents } from '../events/gateway-events.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';

/** The station events that make a kept identity stale (a silence or a return changes no key). */
const STATION_CHANGES = [DevicesEvents.stationUpdated, DevicesEvents.stationDeleted] as const;
/** A national fleet's keys; past this many the longest-kept is forgotten first. */
const MOST_REMEMBERED = 500_000;

/** A kept identity is asked again in the background once this share of its time is left. */
const REFRESH_WHEN_LEFT = 1 / 3;

/**
 * Whom a stump's key belongs to, asked of devices (where keys live) and trusted for a while (a
 * stump calls in about once a minute). Devices' events drop what they make stale at once: a
 * revoked key, a changed or deleted station; after a reconnect (events may have been missed)
 * everything is asked again. A key still calling near the end of its time is asked again in the
 * background while its answer is still trusted, so a fleet's heartbeats do not wait for devices
 * every few minutes; an answer is never trusted longer than its time from when it was asked.
 */
interface Entry {
  identity: Promise<DeviceIdentity>;
  until: number;
  /** Once devices has answered. */
  known?: DeviceIdentity;
  /** Asked again in the background, not answered yet. */
  refreshing?: boolean;
}

@Injectable()
export class DeviceIdentities implements OnModuleInit {
  private readonly entries = new Map<string, Entry>();
  /** Where an event finds what it makes stale, without going through every key kept. */
  private readonly hashOfKey = new Map<string, string>();
  private readonly hashesOfStation = new Map<string, Set<string>>();
  /** Keys with a question in flight, first or again: a change heard meanwhile may make its answer stale. */
  private readonly asking = new Set<string>();
  private readonly reconfirmedListeners: Array<(keyHash: string) => void> = [];

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

  /**
   * The key's identity when devices has answered for it lately, without waiting for devices; one
   * near the end of its time is asked again meanwhile.
   */
  known(keyHash: string, requestId: string): DeviceIdentity | undefined {
    const now = Date.now();
    const cached = this.entries.get(keyHash);
    if (!cached?.known || cached.until <= now) return undefined;
    const left = (cached.until - now) / this.config.deviceIdentityCacheMs;
    if (left <= REFRESH_WHEN_LEFT && !cached.refreshing) this.refresh(keyHash, cached, requestId);
    return cached.known;
  }

  /** Has `listener` called with each key devices accepted again in the background (see `known`). */
  onReconfirmed(listener: (keyHash: string) => void): void {
    this.reconfirmedListeners.push(listener);
  }

  /** The key's identity; a key devices refuses rejects with its answer, and is not kept. */
  resolve(keyHash: string, requestId: string): Promise<DeviceIdentity> {
    const now = Date.now();
    const cached = this.entries.get(keyHash);
    if (cached && cached.until > now) return cached.identity;
    // Requests that arrive together share one question to devices; a refusal or failure is not kept.
    const identity = this.ask(keyHash, requestId);
    const entry: Entry = { identity, until: now + this.config.deviceIdentityCacheMs };
    this.drop(keyHash);
    if (this.entries.size >= MOST_REMEMBERED) this.drop(this.entries.keys().next().value!);
    this.entries.set(keyHash, entry);
    this.asking.add(keyHash);
    identity.then(
      (known) => {
        if (this.entries.get(keyHash) === entry) this.learn(keyHash, entry, known);
      },
      () => {
        if (this.entries.get(keyHash) === entry) this.drop(keyHash);
      },
    );
    return identity;
  }

  /**
   * Asks devices again about a key whose answer is still trusted: a new answer is trusted for a
   * new time from now; a refusal (a key revoked while its event was missed) drops it; a failure
   * leaves it to its time, and the next request asks again.
   */
  private refresh(keyHash: string, entry: Entry, requestId: string): void {
    const asked = Date.now();
    entry.refreshing = true;
    this.asking.add(keyHash);
    this.ask(keyHash, requestId).then(
      (known) => {
        if (this.entries.get(keyHash) !== entry) return;
        entry.until = asked + this.config.deviceIdentityCacheMs;
        entry.identity = Promise.resolve(known);
        this.learn(keyHash, entry, known);
        for (const listener of this.reconfirmedListeners) listener(keyHash);
      },
      (error: unknown) => {
        if (this.entries.get(keyHash) !== entry) return;
        if (error instanceof RpcFailure && error.body.status === 401) return this.drop(keyHash);
        entry.refreshing = false;
        this.asking.delete(keyHash);
      },
    );
  }

  private ask(keyHash: string, requestId: string): Promise<DeviceIdentity> {
    return this.rpc.send(DeviceOps.authenticate.subject, { requestId, device: { keyHash } }, undefined);
  }

  /** Keeps devices' answer for a key, where an event about its key or station will find it. */
  private learn(keyHash: string, entry: Entry, known: DeviceIdentity): void {
    this.asking.delete(keyHash);
    entry.refreshing = false;
    if (entry.known) this.unindex(keyHash, entry.known);
    entry.known = known;
    // A rotated key is trusted no longer than its grace window.
    if (known.acceptedUntil) entry.until = Math.min(entry.until, Date.parse(known.acceptedUntil));
    this.hashOfKey.set(known.keyId, keyHash);
    const hashes = this.hashesOfStation.get(known.baseStation._id) ?? new Set<string>();
    this.hashesOfStation.set(known.baseStation._id, hashes.add(keyHash));
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
    if (known) this.unindex(hash, known);
  }

  private unindex(hash: string, known: DeviceIdentity): void {
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
