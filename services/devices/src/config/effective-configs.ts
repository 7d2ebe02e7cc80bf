import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EffectiveConfig, StationConfig, StationConfigOverrides } from '@storystump/contracts';
import { MicroBatch } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { effectiveConfig, type DefaultsVersion, type OverridesVersion } from './config-merge.js';

/** How long a copy trusts what it keeps before it reads which changes were made since (by any copy). */
const CHECK_EVERY_MS = 1000;
/** A national fleet's stations; past this many kept, the copy starts afresh. */
const MOST_KEPT = 500_000;

interface ChangeRow {
  version: number;
  station_id: string | null;
}

/**
 * Each station's effective configuration, kept in memory: a stump asks for it every minute, and a
 * 304 should cost no database round trip. Every change is a numbered row of `config_changes`, so
 * once a second at most a copy reads the rows after the last it saw (one small indexed query,
 * whatever the fleet's size) and forgets the stations they name, or everything for the defaults.
 * Stations asked about at the same moment are read in one query.
 */
@Injectable()
export class EffectiveConfigs {
  private defaults: Promise<DefaultsVersion> | undefined;
  private readonly own = new Map<string, Promise<OverridesVersion | null>>();
  private lastSeen: number | undefined;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;
  private readonly loads = new MicroBatch<string, OverridesVersion | null>(
    async (stationIds) => {
      const rows = await this.db.query<
        { station_id: string; overrides: StationConfigOverrides; overrides_version: number | null }[]
      >(`SELECT station_id, overrides, overrides_version FROM devices.station_configs WHERE station_id = ANY($1::uuid[])`, [
        stationIds,
      ]);
      const found = new Map(rows.map((row) => [row.station_id, row]));
      return stationIds.map((id) => {
        const row = found.get(id);
        return row ? { version: row.overrides_version, overrides: row.overrides } : null;
      });
    },
    { maxSize: 1000, maxInFlight: 2 },
  );

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async of(stationId: string): Promise<EffectiveConfig> {
    await this.checkChanges();
    const [defaults, own] = await Promise.all([this.defaultsVersion(), this.ownOf(stationId)]);
    return effectiveConfig(defaults, own);
  }

  /** Forgets at once what this copy changed (the other copies read the change within a second). */
  forget(stationId: string | null): void {
    if (stationId === null) this.defaults = undefined;
    else this.own.delete(stationId);
  }

  private defaultsVersion(): Promise<DefaultsVersion> {
    this.defaults ??= this.db
      .query<{ version: number; config: StationConfig }[]>(`SELECT version, config FROM devices.config_defaults WHERE id = 1`)
      .then(([row]) => ({ version: row!.version, config: row!.config }));
    this.defaults.catch(() => (this.defaults = undefined));
    return this.defaults;
  }

  private ownOf(stationId: string): Promise<OverridesVersion | null> {
    let kept = this.own.get(stationId);
    if (!kept) {
      if (this.own.size >= MOST_KEPT) this.own.clear();
      kept = this.loads.add(stationId);
      this.own.set(stationId, kept);
      kept.catch(() => this.own.delete(stationId));
    }
    return kept;
  }

  private checkChanges(): Promise<void> | void {
    if (Date.now() - this.checkedAt < CHECK_EVERY_MS) return;
    this.checking ??= this.readChanges().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async readChanges(): Promise<void> {
    if (this.lastSeen === undefined) {
      const [row] = await this.db.query<{ last: number | null }[]>(`SELECT max(version) AS last FROM devices.config_changes`);
      this.lastSeen = row?.last ?? 0;
      this.defaults = undefined;
      this.own.clear();
    } else {
      const changes = await this.db.query<ChangeRow[]>(
        `SELECT version, station_id FROM devices.config_changes WHERE version > $1 ORDER BY version`,
        [this.lastSeen],
      );
      for (const change of changes) {
        this.forget(change.station_id);
        this.lastSeen = change.version;
      }
    }
    this.checkedAt = Date.now();
  }
}
