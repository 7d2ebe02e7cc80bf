import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOW_BATTERY_PERCENT, STATION_MARKS, type StationMark } from '@storystump/contracts';
import type { DataSource } from 'typeorm';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';
import type { PlacesCopy } from './station-places.js';

/** A snapshot is answered from for this long; after that the next answer reads a new one. */
const FRESH_MS = 5_000;
/** A snapshot older than fresh but younger than this is answered from while its successor is read. */
const STALE_USABLE_MS = 60_000;

const rank = (mark: StationMark) => STATION_MARKS.indexOf(mark);

/** Each station's Fleet mark, ranked as STATION_MARKS orders them: as the Fleet tab marks a station by its last call. */
const MARKS_SQL = `
  SELECT b.id, CASE
      WHEN s.firmware_status = 'failure' THEN ${rank('failed')}
      WHEN s.last_contact_at IS NULL THEN ${rank('never')}
      WHEN s.last_contact_at < now() - make_interval(secs => $1) THEN ${rank('silent')}
      WHEN s.health_at IS NOT NULL AND s.battery_percent <= $2 THEN ${rank('lowBattery')}
      ELSE ${rank('online')} END AS mark
  FROM devices.base_stations b LEFT JOIN devices.station_status s ON s.station_id = b.id`;

interface Snapshot {
  readonly revision: string;
  readonly at: number;
  readonly marks: Uint8Array;
}

/**
 * The Fleet mark of every station of a places copy, in the copy's order: read at most every few
 * seconds (heartbeats change marks all the time, and the Fleet tab asks again as often), and
 * answered from while a newer one is read.
 */
@Injectable()
export class StationMarks {
  private snapshot: Snapshot | undefined;
  private reading: Promise<Snapshot> | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  async of(copy: PlacesCopy, now = Date.now()): Promise<Uint8Array> {
    const held = this.snapshot?.revision === copy.revision ? this.snapshot : undefined;
    if (held && now - held.at < FRESH_MS) return held.marks;
    const next = this.reading ?? this.read(copy, now);
    if (held && now - held.at < STALE_USABLE_MS) return held.marks;
    const read = await next;
    return read.revision === copy.revision ? read.marks : (await this.read(copy, now)).marks;
  }

  private read(copy: PlacesCopy, now: number): Promise<Snapshot> {
    const reading = this.load(copy, now);
    this.reading = reading;
    reading.then(
      (snapshot) => {
        this.snapshot = snapshot;
        if (this.reading === reading) this.reading = undefined;
      },
      () => {
        if (this.reading === reading) this.reading = undefined;
      },
    );
    return reading;
  }

  private async load(copy: PlacesCopy, now: number): Promise<Snapshot> {
    const rows = (await this.db.query(MARKS_SQL, [this.config.silentAfterSeconds, LOW_BATTERY_PERCENT])) as Array<{
      id: string;
      mark: number;
    }>;
    const byId = new Map(rows.map((row) => [row.id, row.mark]));
    // A station added since the copy was read has no place in it; one gone since has the calmest mark.
    const marks = Uint8Array.from(copy.places.ids, (id) => byId.get(id) ?? rank('online'));
    return { revision: copy.revision, at: now, marks };
  }
}
