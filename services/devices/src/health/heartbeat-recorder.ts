import { Injectable } from '@nestjs/common';
import { DevicesEvents, type HeartbeatInput } from '@storystump/contracts';
import { MicroBatch, Outbox, type DomainError } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';
import { DeviceErrors } from '../device/device.errors.js';

interface Heartbeat {
  keyHash: string;
  input: HeartbeatInput;
  at: Date;
}

type Outcome = { recorded: true } | { refused: DomainError };

const HEALTH_FIELDS = ['batteryPercent', 'temperatureC', 'signalDbm', 'freeStorageMb', 'storiesPlayed'] as const;
const hasHealth = (input: HeartbeatInput) => HEALTH_FIELDS.some((field) => input[field] !== undefined);

const row = (stationId: string, { input, at }: Heartbeat) => ({
  station_id: stationId,
  at: at.toISOString(),
  running_version: input.runningVersion,
  uptime_seconds: input.uptimeSeconds,
  health: hasHealth(input),
  battery_percent: input.batteryPercent ?? null,
  temperature_c: input.temperatureC ?? null,
  signal_dbm: input.signalDbm ?? null,
  free_storage_mb: input.freeStorageMb ?? null,
  stories_played: input.storiesPlayed ?? null,
});

const COLUMNS = `station_id uuid, at timestamptz, running_version text, uptime_seconds int, health boolean,
  battery_percent smallint, temperature_c real, signal_dbm real, free_storage_mb int, stories_played int`;

/**
 * Records heartbeats many at a time: the stumps of a fleet call in every minute, and the ones that
 * arrive together share one key lookup and one statement. Each heartbeat sets its station's last
 * contact and latest health, adds a health sample, and ends a silence (announcing the return).
 */
@Injectable()
export class HeartbeatRecorder {
  private readonly batch = new MicroBatch<Heartbeat, Outcome>((beats) => this.record(beats), {
    maxSize: 500,
    maxInFlight: 4,
  });

  constructor(private readonly outbox: Outbox) {}

  async add(keyHash: string, input: HeartbeatInput): Promise<{ recorded: true }> {
    const outcome = await this.batch.add({ keyHash, input, at: new Date() });
    if ('refused' in outcome) throw outcome.refused;
    return outcome;
  }

  private record(beats: Heartbeat[]): Promise<Outcome[]> {
    return this.outbox.transaction(async (tx, emit) => {
      const stations = await this.stationsOf(tx, beats);
      const accepted = beats.filter((beat) => typeof stations.get(beat.keyHash) === 'string');
      // Rows are locked in the order of their ids, so two batches never wait on each other in a circle.
      const latest = new Map(
        accepted
          .map((beat) => [stations.get(beat.keyHash) as string, beat] as const)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      const returned = await tx.query<
        Array<{ station_id: string; silent_since: Date; last_contact_at: Date; base_id: string; friendly_name: string }>
      >(
        `WITH latest AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${COLUMNS})),
              samples AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(${COLUMNS})),
              returned AS (
                SELECT s.station_id, s.silent_since, s.last_contact_at FROM devices.station_status s
                JOIN latest USING (station_id) WHERE s.silent_since IS NOT NULL FOR UPDATE OF s),
              written AS (
                INSERT INTO devices.station_status AS s (station_id, last_contact_at, running_version, uptime_seconds,
                  health_at, battery_percent, temperature_c, signal_dbm, free_storage_mb, stories_played, silent_since)
                SELECT l.station_id, l.at, l.running_version, l.uptime_seconds, CASE WHEN l.health THEN l.at END,
                  l.battery_percent, l.temperature_c, l.signal_dbm, l.free_storage_mb, l.stories_played, NULL
                FROM latest l JOIN devices.base_stations b ON b.id = l.station_id
                ON CONFLICT (station_id) DO UPDATE SET
                  last_contact_at = EXCLUDED.last_contact_at,
                  running_version = EXCLUDED.running_version,
                  uptime_seconds = EXCLUDED.uptime_seconds,
                  health_at = COALESCE(EXCLUDED.health_at, s.health_at),
                  battery_percent = COALESCE(EXCLUDED.battery_percent, s.battery_percent),
                  temperature_c = COALESCE(EXCLUDED.temperature_c, s.temperature_c),
                  signal_dbm = COALESCE(EXCLUDED.signal_dbm, s.signal_dbm),
                  free_storage_mb = COALESCE(EXCLUDED.free_storage_mb, s.free_storage_mb),
                  stories_played = COALESCE(EXCLUDED.stories_played, s.stories_played),
                  silent_since = NULL
                RETURNING station_id),
              sampled AS (
                INSERT INTO devices.health_samples (station_id, at, battery_percent, temperature_c, signal_dbm,
                  free_storage_mb, stories_played)
                SELECT m.station_id, m.at, m.battery_percent, m.temperature_c, m.signal_dbm, m.free_storage_mb, m.stories_played
                FROM samples m JOIN devices.base_stations b ON b.id = m.station_id
                ON CONFLICT DO NOTHING)
         SELECT r.station_id, r.silent_since, r.last_contact_at, b.base_id, b.friendly_name
         FROM returned r JOIN devices.base_stations b ON b.id = r.station_id`,
        [
          JSON.stringify([...latest].map(([stationId, beat]) => row(stationId, beat))),
          JSON.stringify(
            accepted.filter((beat) => hasHealth(beat.input)).map((beat) => row(stations.get(beat.keyHash) as string, beat)),
          ),
        ],
      );
      for (const station of returned) {
        await emit(DevicesEvents.stationReturned, {
          incidentId: `${station.station_id}:${station.silent_since.toISOString()}`,
          stationId: station.station_id,
          base_id: station.base_id,
          friendly_name: station.friendly_name,
          lastSeenAt: station.last_contact_at.toISOString(),
          returnedAt: latest.get(station.station_id)!.at.toISOString(),
        });
      }
      return beats.map((beat): Outcome => {
        const station = stations.get(beat.keyHash);
        return typeof station === 'string' ? { recorded: true } : { refused: station! };
      });
    });
  }

  /** Each key's station, or why the key is refused. */
  private async stationsOf(tx: EntityManager, beats: Heartbeat[]): Promise<Map<string, string | DomainError>> {
    const hashes = [...new Set(beats.map((beat) => beat.keyHash))];
    const keys = await tx.query<Array<{ key_hash: string; base_station_id: string | null; revoked: boolean }>>(
      `SELECT key_hash, base_station_id, revoked_at IS NOT NULL AS revoked FROM devices.api_keys WHERE key_hash = ANY($1)`,
      [hashes],
    );
    const found = new Map<string, string | DomainError>(
      keys.map((key) => [key.key_hash, key.revoked || !key.base_station_id ? DeviceErrors.revokedKey() : key.base_station_id]),
    );
    for (const hash of hashes) if (!found.has(hash)) found.set(hash, DeviceErrors.unknownKey());
    return found;
  }
}
