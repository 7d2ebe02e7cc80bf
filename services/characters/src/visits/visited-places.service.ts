import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { StationOps, VisitOps, type CharacterIdInput, type RequestContext, type VisitedPlaceView } from '@storystump/contracts';
import { Handles, RpcClient } from '@storystump/service-kit';
import type { DataSource, Repository } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity.js';
import { rememberStation } from '../stations/station-copies.js';
import { VISITED_PLACES_SQL } from './visit-queries.js';
import { characterWithReadableVisits } from './visits-access.js';

interface PlaceRow {
  station_id: string;
  visits: number;
  first_visit: Date;
  last_visit: Date;
  base_id: string;
  name: string;
  deleted_at: Date | null;
  latitude: number | null;
  longitude: number | null;
}

/** Where a character has been: its visits counted per stump over all of them, for the journey map. */
@Injectable()
export class VisitedPlacesService {
  constructor(
    @InjectRepository(CharacterEntity) private readonly characters: Repository<CharacterEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  @Handles(VisitOps.places)
  async places(ctx: RequestContext, input: CharacterIdInput): Promise<VisitedPlaceView[]> {
    const character = await characterWithReadableVisits(this.characters, ctx, input.id);
    const rows: PlaceRow[] = await this.db.query(VISITED_PLACES_SQL, [character.id]);
    await Promise.all(rows.filter((row) => row.latitude === null && row.deleted_at === null).map((row) => this.locate(ctx, row)));
    return rows.map((row) => ({
      baseStation: { _id: row.station_id, base_id: row.base_id, name: row.name, removed: row.deleted_at !== null },
      latitude: row.latitude,
      longitude: row.longitude,
      visits: row.visits,
      firstVisit: row.first_visit.toISOString(),
      lastVisit: row.last_visit.toISOString(),
    }));
  }

  /** A station known from before positions were copied: asked of devices once, then kept. */
  private async locate(ctx: RequestContext, row: PlaceRow): Promise<void> {
    let station;
    try {
      station = await this.rpc.send(StationOps.get.subject, ctx, { id: row.station_id });
    } catch {
      return; // Gone from devices, or devices is busy: drawn once it is known.
    }
    row.latitude = station.latitude;
    row.longitude = station.longitude;
    await rememberStation(this.db.manager, {
      id: station._id,
      baseId: station.base_id,
      friendlyName: station.friendly_name,
      position: { latitude: station.latitude, longitude: station.longitude },
    });
  }
}
