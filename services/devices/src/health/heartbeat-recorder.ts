import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DevicesEvents, type HeartbeatInput } from '@storystump/contracts';
import { MicroBatch, Outbox, outboxRowSql, type DomainError } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { DeviceErrors } from '../device/device.errors.js';
import { KEY_REFUSED_SQL } from '../apikeys/key-refused-sql.js';

export interface Heartbeat {
  keyHash: string;
  input: HeartbeatInput;
  at: Date;
}

type Outcome = { recorded: true } | { refused: DomainError };

const HEALTH_FIELDS = ['batteryPercent', 'temperatureC', 'signalDbm', 'freeStorageMb', 'storiesPlayed'] as const;

/** Each column of a batch as one array, in the order of the statement's parameters (a missing reading is null). */
const columnsOf = (beats: Heartbeat[]): unknown[][] => [
  beats.map((beat) => beat.keyHash),
  beats.map((_beat, seq) => seq),
  beats.map((beat) => beat.at.toISOString()),
  beats.map((beat) => beat.input.runningVersion),
  beats.map((beat) => beat.input.uptimeSeconds),
  beats.map((beat) => HEALTH_FIELDS.some((field) => beat.input[field] !== undefined)),
  ...HEALTH_FIELDS.map((field) => beats.map((beat) => beat.input[field] ?? null)),
  // Tags hold no comma, so each stump's list travels as one text (an array of arrays must be rectangular).
  beats.map((beat) => beat.input.storyPacks?.join(',') ?? null),
  beats.map((beat) => beat.input.rebootReason ?? null),
  beats.map((beat) => beat.input.nfcReadErrors ?? null),
];

/** A timestamp as the events' moments are written: UTC to the millisecond, as `toISOString` gives it. */
const UTC_MOMENT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * All of a batch in one statement (a statement commits as a whole): the keys are looked up; each
 * station's latest heartbeat sets its last contact, health and story packs held (when it says)
 * and ends a silence; every heartbeat adds a sample (its health, version, reboot reason and NFC
 * read errors, what the version vitals are counted from); each ended silence is announced
 * through the outbox. Rows are locked
 * in the order of their ids, so two batches never wait on each other in a circle. It answers each
 * key's station, or that the key is refused. The batch comes as one array a column (the planner
 * then knows how many rows it holds), the keys as `character(64)`, the column's own type: compared
 * as text, the column would be cast row by row and every batch would read every key.
 */
const RECORD_BATCH = `
  WITH incoming AS (
    SELECT * FROM unnest($1::character(64)[], $2::int[], $3::timestamptz[], $4::text[], $5::int[], $6::boolean[],
      $7::smallint[], $8::real[], $9::real[], $10::int[], $11::int[], $12::text[], $13::text[], $14::int[])
      AS x(key_hash, seq, at, running_version, uptime_seconds, health, battery_percent, temperature_c, signal_dbm,
        free_storage_mb, stories_played, story_packs, reboot_reason, nfc_read_errors)),
  keys AS (
    SELECT k.key_hash, b.id AS station_id, ${KEY_REFUSED_SQL} OR b.id IS NULL AS refused
    FROM devices.api_keys k LEFT JOIN devices.base_stations b ON b.id = k.base_station_id
    WHERE k.key_hash IN (SELECT key_hash FROM incoming)),
  accepted AS (SELECT i.*, k.station_id FROM incoming i JOIN keys k USING (key_hash) WHERE NOT k.refused),
  latest AS (SELECT DISTINCT ON (station_id) * FROM accepted ORDER BY station_id, seq DESC),
  returned AS (
    SELECT s.station_id, s.silent_since, s.last_contact_at FROM devices.station_status s
    JOIN latest USING (station_id) WHERE s.silent_since IS NOT NULL ORDER BY s.station_id FOR UPDATE OF s),
  written AS (
    INSERT INTO devices.station_status AS s (station_id, last_contact_at, running_version, uptime_seconds,
      health_at, battery_percent, temperature_c, signal_dbm, free_storage_mb, stories_played, silent_since,
      story_packs, story_packs_at)
    SELECT station_id, at, running_version, uptime_seconds, CASE WHEN health THEN at END,
      battery_percent, temperature_c, signal_dbm, free_storage_mb, stories_played, NULL,
      string_to_array(story_packs, ','), CASE WHEN story_packs IS NOT NULL THEN at END
    FROM latest ORDER BY station_id
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
      story_packs = COALESCE(EXCLUDED.story_packs, s.story_packs),
      story_packs_at = COALESCE(EXCLUDED.story_packs_at, s.story_packs_at),
      silent_since = NULL
    RETURNING station_id),
  sampled AS (
    INSERT INTO devices.health_samples (station_id, at, battery_percent, temperature_c, signal_dbm,
      free_storage_mb, stories_played, running_version, reboot_reason, nfc_read_errors)
    SELECT station_id, at, battery_percent, temperature_c, signal_dbm, free_storage_mb, stories_played,
      running_version, reboot_reason, nfc_read_errors
    FROM accepted
    ON CONFLICT DO NOTHING),
  announced AS (
    INSERT INTO devices.outbox_events (id, subject, payload)
    SELECT ${outboxRowSql(DevicesEvents.stationReturned, {
      incidentId: `r.station_id || ':' || ${UTC_MOMENT('r.silent_since')}`,
      stationId: 'r.station_id',
      base_id: 'b.base_id',
      friendly_name: 'b.friendly_name',
      lastSeenAt: UTC_MOMENT('r.last_contact_at'),
      returnedAt: UTC_MOMENT('l.at'),
    })}
    FROM returned r JOIN devices.base_stations b ON b.id = r.station_id JOIN latest l USING (station_id)
    RETURNING id)
  SELECT key_hash, refused, (SELECT count(*)::int FROM announced) AS announced FROM keys`;

/** The statement that records a batch, with its parameters. */
export const heartbeatBatchStatement = (beats: Heartbeat[]) => ({
  sql: RECORD_BATCH,
  params: columnsOf(beats),
});

/**
 * Records heartbeats many at a time: the stumps of a fleet call in every minute, and the ones that
 * arrive together share one statement, one round trip to the database.
 */
@Injectable()
export class HeartbeatRecorder {
  private readonly batch = new MicroBatch<Heartbeat, Outcome>((beats) => this.record(beats), {
    maxSize: 500,
    maxInFlight: 2,
  });

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
  ) {}

  async add(keyHash: string, input: HeartbeatInput): Promise<{ recorded: true }> {
    const outcome = await this.batch.add({ keyHash, input, at: new Date() });
    if ('refused' in outcome) throw outcome.refused;
    return outcome;
  }

  private async record(beats: Heartbeat[]): Promise<Outcome[]> {
    const { sql, params } = heartbeatBatchStatement(beats);
    const keys = await this.db.query<Array<{ key_hash: string; refused: boolean; announced: number }>>(sql, params);
    if (keys.some((key) => key.announced > 0)) this.outbox.relayWritten();
    const refused = new Map(keys.map((key) => [key.key_hash, key.refused]));
    return beats.map((beat): Outcome => {
      const verdict = refused.get(beat.keyHash);
      if (verdict === false) return { recorded: true };
      return { refused: verdict === undefined ? DeviceErrors.unknownKey() : DeviceErrors.revokedKey() };
    });
  }
}
