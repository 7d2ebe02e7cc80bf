import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { mercatorX, mercatorY, type PlacedStations } from './map-grid.js';

/** The stations as the map copy holds them, with the revision of the stations they were read at. */
export interface PlacesCopy {
  readonly revision: string;
  readonly places: PlacedStations;
}

interface PlaceRow {
  id: string;
  base_id: string;
  friendly_name: string;
  latitude: number;
  longitude: number;
}

/**
 * Every station's place, held in memory for the maps: read once, and again only when the stations'
 * revision has moved (any change to them moves it, on any copy of the service). A map answer costs
 * one look at the revision, not a scan of the table.
 */
@Injectable()
export class StationPlaces {
  private copy: Promise<PlacesCopy> | undefined;
  private held: PlacesCopy | undefined;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The copy at the stations' current revision, read again first if they changed. */
  async current(): Promise<PlacesCopy> {
    const revision = await this.revision();
    if (this.held?.revision === revision) return this.held;
    const loading = this.copy;
    if (loading) {
      const loaded = await loading;
      if (loaded.revision === revision) return loaded;
    }
    return this.read();
  }

  private read(): Promise<PlacesCopy> {
    const copy = this.load();
    this.copy = copy;
    copy.then(
      (loaded) => {
        if (this.copy === copy) this.held = loaded;
      },
      () => {
        if (this.copy === copy) this.copy = undefined;
      },
    );
    return copy;
  }

  private async revision(): Promise<string> {
    const [row] = (await this.db.query(`SELECT revision::text AS revision FROM devices.station_revision WHERE id = 1`)) as Array<{
      revision: string;
    }>;
    return row?.revision ?? '0';
  }

  /** The revision is read first: a change that lands while the rows are read only makes the next answer read them again. */
  private async load(): Promise<PlacesCopy> {
    const revision = await this.revision();
    const rows = (await this.db.query(
      `SELECT id, base_id, friendly_name, latitude, longitude FROM devices.base_stations ORDER BY base_id`,
    )) as PlaceRow[];
    const latitudes = new Float64Array(rows.length);
    const longitudes = new Float64Array(rows.length);
    const xs = new Float64Array(rows.length);
    const ys = new Float64Array(rows.length);
    rows.forEach((row, index) => {
      latitudes[index] = row.latitude;
      longitudes[index] = row.longitude;
      xs[index] = mercatorX(row.longitude);
      ys[index] = mercatorY(row.latitude);
    });
    return {
      revision,
      places: {
        ids: rows.map((row) => row.id),
        baseIds: rows.map((row) => row.base_id),
        names: rows.map((row) => row.friendly_name),
        latitudes,
        longitudes,
        xs,
        ys,
      },
    };
  }
}
