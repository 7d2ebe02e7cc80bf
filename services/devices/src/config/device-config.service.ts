import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DeviceOps, type ConfigAppliedInput, type EffectiveConfig, type RequestContext } from '@storystump/contracts';
import { Handles, MicroBatch } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { ActiveKeyLookup } from '../device/active-key-lookup.js';
import { DeviceErrors } from '../device/device.errors.js';
import { ConfigDriftReading } from './config-drift-reading.js';
import { ConfigErrors } from './config.errors.js';
import { EffectiveConfigs } from './effective-configs.js';

interface AppliedReport {
  stationId: string;
  version: number;
}

/**
 * What a stump asks about its configuration. The station is the one the gateway resolved the key
 * to (it forgets a revoked key at once), so reading the configuration costs no key lookup, and a
 * 304 no database round trip (see EffectiveConfigs). Reports that arrive together are written as
 * one statement.
 */
@Injectable()
export class DeviceConfigService {
  private readonly reports = new MicroBatch<AppliedReport, void>(
    async (reports) => {
      const latest = new Map<string, number>();
      for (const { stationId, version } of reports) latest.set(stationId, Math.max(version, latest.get(stationId) ?? 0));
      // A report never takes the applied version back (reports may arrive out of order).
      await this.db.query(
        `INSERT INTO devices.station_configs (station_id, applied_version, applied_at)
         SELECT r.station_id, r.version, now() FROM unnest($1::uuid[], $2::int[]) AS r(station_id, version)
         JOIN devices.base_stations b ON b.id = r.station_id
         ON CONFLICT (station_id) DO UPDATE SET
           applied_version = GREATEST(COALESCE(station_configs.applied_version, 0), EXCLUDED.applied_version),
           applied_at = now()`,
        [[...latest.keys()], [...latest.values()]],
      );
      this.driftReading.changed();
      return reports.map(() => undefined);
    },
    { maxSize: 1000, maxInFlight: 2 },
  );

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly effective: EffectiveConfigs,
    private readonly keys: ActiveKeyLookup,
    private readonly driftReading: ConfigDriftReading,
  ) {}

  @Handles(DeviceOps.config)
  async config(ctx: RequestContext): Promise<{ version: string; answer: EffectiveConfig }> {
    const answer = await this.effective.of(await this.stationOf(ctx));
    return { version: `config-${answer.version}`, answer };
  }

  @Handles(DeviceOps.configApplied)
  async applied(ctx: RequestContext, { version }: ConfigAppliedInput): Promise<{ recorded: true }> {
    const stationId = await this.stationOf(ctx);
    const desired = (await this.effective.of(stationId)).version;
    if (version > desired) throw ConfigErrors.unknownVersion(version, desired);
    await this.reports.add({ stationId, version });
    return { recorded: true };
  }

  private async stationOf(ctx: RequestContext): Promise<string> {
    if (!ctx.device) throw DeviceErrors.noKey();
    return ctx.device.identity?.baseStation._id ?? (await this.keys.find(ctx.device.keyHash)).baseStation.id;
  }
}
