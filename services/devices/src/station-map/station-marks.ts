import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOW_BATTERY_PERCENT, STATION_MARKS, type StationMark } from '@storystump/contracts';
import type { DataSource } from 'typeorm';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';
import { stationMarkCase } from '../fleet/station-mark-case.js';
import type { PlacesCopy } from './station-places.js';

/** A snapshot is answered from for this long; after that the next answer reads a new one. */
const FRESH_MS = 5_000;
/** A snapshot older than fresh but younger than this is answered from while its successor is read. */
const STALE_USABLE_MS = 60_000;

const rank = (mark: StationMark) => STATION_MARKS.indexOf(mark);

/**
 * Each station's Fleet mark, ranked as STATION_MARKS orders them (as the Fleet tab marks a station
 * by its last call), one digit a station in the places copy's order, with the stations' revision
 * seen by the same statement: one short row to read, however large the fleet.
 */
const MARKS_SQL = `
  SELECT (SELECT revision::text FROM devices.station_revision WHERE id = 1) AS revision,
         coalesce(string_agg(${stationMarkCase((mark) => `'${rank(mark)}'`)}, '' ORDER BY b.id), '') AS marks
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
    const [row] = (await this.db.query(MARKS_SQL, [this.config.silentAfterSeconds, LOW_BATTERY_PERCENT])) as Array<{
      revision: string;
      marks: string;
    }>;
    const marks = new Uint8Array(copy.places.ids.length).fill(rank('online'));
    const inOrder = row?.revision === copy.revision;
    if (inOrder) for (let index = 0; index < marks.length; index++) marks[index] = row.marks.charCodeAt(index) - 48;
    // Read at another revision than the copy's, the marks are not in its order: the calmest, read again next time.
    return { revision: copy.revision, at: inOrder ? now : 0, marks };
  }
}
