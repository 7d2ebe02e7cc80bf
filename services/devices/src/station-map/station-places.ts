import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PlacedStations } from './map-grid.js';
import { placedStationsOf, withChanges, type ChangedPlace, type PlaceRow } from './placed-stations.js';

/** The stations as the map copy holds them, in the order of their ids, with the revision of the stations they were read at. */
export interface PlacesCopy {
  readonly revision: string;
  readonly places: PlacedStations;
}

/** What the copy has read so far, for tests to see how much a change costs. */
export interface PlacesReads {
  /** Times every station was read. */
  whole: number;
  /** Station rows read, whole reads and changes alike. */
  rows: number;
}

interface RevisionRow {
  revision: string;
  whole_since: string;
}

type ChangeRow = RevisionRow & (ChangedPlace | { id: null; base_id: null });

/**
 * The stations changed since a revision, with the revision they are read at, in one statement so
 * that both are seen at one moment. A station deleted comes without its row.
 */
const CHANGES_SQL = `
  SELECT r.revision::text AS revision, r.whole_since::text AS whole_since,
         c.station_id AS id, b.base_id, b.friendly_name, b.latitude, b.longitude,
         b.resting_since IS NOT NULL AS resting
    FROM devices.station_revision r
    LEFT JOIN devices.station_changes c ON c.revision > $1
    LEFT JOIN devices.base_stations b ON b.id = c.station_id
   WHERE r.id = 1`;

/**
 * Every station's place, held in memory for the maps: read whole once, then kept current by
 * reading only the stations changed since its revision (any change to them moves it, on any copy
 * of the service, and notes which stations changed). A map answer costs one look at the revision,
 * not a scan of the table.
 */
@Injectable()
export class StationPlaces {
  private held: PlacesCopy | undefined;
  private refreshing: Promise<PlacesCopy> | undefined;
  readonly reads: PlacesReads = { whole: 0, rows: 0 };

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The copy at the stations' current revision, brought up to it first if they changed. */
  async current(): Promise<PlacesCopy> {
    const revision = await this.revision();
    if (this.held?.revision === revision) return this.held;
    const inFlight = await this.refreshing?.catch(() => undefined);
    if (inFlight && BigInt(inFlight.revision) >= BigInt(revision)) return inFlight;
    return this.refresh();
  }

  /** One refresh at a time, each from the copy the one before left. */
  private refresh(): Promise<PlacesCopy> {
    const before = this.refreshing?.catch(() => undefined) ?? Promise.resolve(undefined);
    const refreshing = before.then(() => (this.held ? this.readChanges(this.held) : this.readWhole()));
    this.refreshing = refreshing;
    refreshing.then(
      (copy) => {
        if (!this.held || BigInt(copy.revision) > BigInt(this.held.revision)) this.held = copy;
      },
      () => undefined,
    );
    return refreshing;
  }

  private async revision(): Promise<string> {
    const [row] = (await this.db.query(`SELECT revision::text AS revision FROM devices.station_revision WHERE id = 1`)) as Array<{
      revision: string;
    }>;
    return row?.revision ?? '0';
  }

  private async readChanges(held: PlacesCopy): Promise<PlacesCopy> {
    const rows = (await this.db.query(CHANGES_SQL, [held.revision])) as ChangeRow[];
    const [first] = rows;
    if (!first) return held;
    if (BigInt(first.whole_since) > BigInt(held.revision)) return this.readWhole();
    const changes = rows.filter((row): row is RevisionRow & ChangedPlace => row.id !== null);
    this.reads.rows += changes.length;
    return { revision: first.revision, places: withChanges(held.places, changes) };
  }

  /** The revision is read first: a change that lands while the rows are read is read again with the next changes, to the same effect. */
  private async readWhole(): Promise<PlacesCopy> {
    const revision = await this.revision();
    const rows = (await this.db.query(
      `SELECT id, base_id, friendly_name, latitude, longitude, resting_since IS NOT NULL AS resting FROM devices.base_stations ORDER BY id`,
    )) as PlaceRow[];
    this.reads.whole++;
    this.reads.rows += rows.length;
    return { revision, places: placedStationsOf(rows) };
  }
}
