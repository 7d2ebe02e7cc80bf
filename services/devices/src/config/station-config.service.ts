import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ConfigOps,
  type ConfigDefaultsView,
  type ConfigDriftQuery,
  type ConfigDriftReply,
  type IdInput,
  type RequestContext,
  type StationConfig,
  type StationConfigInput,
  type StationConfigOverrides,
  type StationConfigView,
} from '@storystump/contracts';
import { AuditTrail, Handles, Outbox } from '@storystump/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { configChanges } from './config-audit.js';
import { numberChange } from './config-changes.js';
import { ConfigDriftReading } from './config-drift-reading.js';
import { ConfigErrors } from './config.errors.js';
import { DESIRED, DRIFT_COUNTS_SQL, DRIFT_SINCE, driftListStatement } from './drift-statements.js';
import { effectiveConfig } from './config-merge.js';
import { EffectiveConfigs } from './effective-configs.js';

interface StationRow {
  overrides: StationConfigOverrides | null;
  overrides_version: number | null;
  applied_version: number | null;
  applied_at: Date | null;
}

/** The admins' side of the stumps' configuration: the fleet's defaults, a station's own values, and drift. */
@Injectable()
export class StationConfigService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly effective: EffectiveConfigs,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    private readonly driftReading: ConfigDriftReading,
  ) {}

  @Handles(ConfigOps.defaults)
  defaults(_ctx: RequestContext): Promise<ConfigDefaultsView> {
    return this.readDefaults(this.db.manager);
  }

  @Handles(ConfigOps.setDefaults)
  async setDefaults(ctx: RequestContext, config: StationConfig): Promise<ConfigDefaultsView> {
    const view = await this.outbox.transaction(async (tx, emit) => {
      const version = await numberChange(tx, null);
      const before = await this.readDefaults(tx);
      await tx.query(`UPDATE devices.config_defaults SET config = $1, version = $2, updated_at = now() WHERE id = 1`, [
        JSON.stringify(config),
        version,
      ]);
      await this.audit.record(emit, ctx, {
        action: 'config.defaultsChanged',
        target: { type: 'config', id: 'defaults' },
        summary: `Fleet's default configuration changed (version ${version}): ${configChanges(before.config, config)}`,
      });
      return this.readDefaults(tx);
    });
    this.effective.forget(null);
    this.driftReading.changed();
    return view;
  }

  @Handles(ConfigOps.station)
  station(_ctx: RequestContext, { id }: IdInput): Promise<StationConfigView> {
    return this.readStation(this.db.manager, id);
  }

  @Handles(ConfigOps.setStation)
  async setStation(ctx: RequestContext, { id, ...given }: StationConfigInput): Promise<StationConfigView> {
    const overrides = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
    const view = await this.outbox.transaction(async (tx, emit) => {
      const baseId = await this.requireStation(tx, id);
      const version = await numberChange(tx, id);
      const [before] = await tx.query<{ overrides: StationConfigOverrides }[]>(
        `SELECT overrides FROM devices.station_configs WHERE station_id = $1`,
        [id],
      );
      await tx.query(
        `INSERT INTO devices.station_configs (station_id, overrides, overrides_version) VALUES ($1, $2, $3)
         ON CONFLICT (station_id) DO UPDATE SET overrides = EXCLUDED.overrides, overrides_version = EXCLUDED.overrides_version`,
        [id, JSON.stringify(overrides), version],
      );
      await this.audit.record(emit, ctx, {
        action: 'station.configChanged',
        target: { type: 'station', id },
        summary: `Configuration of station ${baseId} changed (version ${version}): ${configChanges(before?.overrides ?? {}, overrides)}`,
      });
      return this.readStation(tx, id);
    });
    this.effective.forget(id);
    this.driftReading.changed();
    return view;
  }

  @Handles(ConfigOps.drift)
  drift(_ctx: RequestContext, { q }: ConfigDriftQuery): Promise<ConfigDriftReply> {
    return q ? this.readDrift(q) : this.driftReading.read(() => this.readDrift(undefined));
  }

  private async readDrift(q: string | undefined): Promise<ConfigDriftReply> {
    const list = driftListStatement(q);
    const [[counts], longest] = await Promise.all([
      this.db.query<{ stations: number; drifting: number }[]>(DRIFT_COUNTS_SQL),
      this.db.query<
        { id: string; base_id: string; friendly_name: string; desired: number; applied: number | null; since: Date }[]
      >(list.sql, list.params),
    ]);
    return {
      stations: counts!.stations,
      drifting: counts!.drifting,
      longest: longest.map((row) => ({
        baseStationId: row.id,
        base_id: row.base_id,
        friendly_name: row.friendly_name,
        desiredVersion: row.desired,
        appliedVersion: row.applied,
        driftSince: row.since.toISOString(),
      })),
    };
  }

  private async readDefaults(manager: EntityManager): Promise<ConfigDefaultsView> {
    const [row] = await manager.query<{ version: number; config: StationConfig; updated_at: Date }[]>(
      `SELECT version, config, updated_at FROM devices.config_defaults WHERE id = 1`,
    );
    return { version: row!.version, config: row!.config, updatedAt: row!.updated_at.toISOString() };
  }

  /** The station's base_id; not found when there is no such station. */
  private async requireStation(manager: EntityManager, id: string): Promise<string> {
    const [found] = await manager.query<{ base_id: string }[]>(`SELECT base_id FROM devices.base_stations WHERE id = $1`, [id]);
    if (!found) throw ConfigErrors.stationNotFound();
    return found.base_id;
  }

  private async readStation(manager: EntityManager, id: string): Promise<StationConfigView> {
    const [row] = await manager.query<(StationRow & { since: Date | null; behind: boolean })[]>(
      `SELECT c.overrides, c.overrides_version, c.applied_version, c.applied_at,
              COALESCE(c.applied_version, 0) < ${DESIRED} AS behind, ${DRIFT_SINCE} AS since
       FROM devices.base_stations b LEFT JOIN devices.station_configs c ON c.station_id = b.id WHERE b.id = $1`,
      [id],
    );
    if (!row) throw ConfigErrors.stationNotFound();
    const defaults = await this.readDefaults(manager);
    const overrides = row.overrides ?? {};
    return {
      baseStationId: id,
      overrides,
      desired: effectiveConfig(defaults, { version: row.overrides_version, overrides }),
      reported:
        row.applied_version !== null && row.applied_at
          ? { version: row.applied_version, appliedAt: row.applied_at.toISOString() }
          : null,
      driftSince: row.behind && row.since ? row.since.toISOString() : null,
    };
  }
}
