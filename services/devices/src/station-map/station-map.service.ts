import { Injectable } from '@nestjs/common';
import {
  STATION_MARKS,
  StationOps,
  type FleetMapFeature,
  type NearestStationsQuery,
  type NearStationView,
  type StationMapFeature,
  type RequestContext,
  type StationMapQuery,
  type VersionedStationMap,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { cellsInBox, type Cell, type PlacedStations } from './map-grid.js';
import { boxOfTiles, tileRangeKey, tileRangeOf } from './map-tiles.js';
import { nearestOf } from './nearest.js';
import { StationMarks } from './station-marks.js';
import { StationPlaces } from './station-places.js';

/** The public answers kept, by tiles (or box) and zoom, at one revision: the web asks for whole tiles, so views repeat. */
const KEPT_ANSWERS = 2_000;

/** A cell as the map draws it: one station with its names, or a cluster at its stations' mean position. */
function featureOf(places: PlacedStations, cell: Cell): StationMapFeature {
  if (cell.count === 1)
    return {
      count: 1,
      latitude: places.latitudes[cell.first]!,
      longitude: places.longitudes[cell.first]!,
      _id: places.ids[cell.first]!,
      base_id: places.baseIds[cell.first]!,
      friendly_name: places.names[cell.first]!,
      resting: places.resting[cell.first] === 1,
    };
  return { count: cell.count, latitude: cell.latitudeSum / cell.count, longitude: cell.longitudeSum / cell.count };
}

/**
 * The maps' view of the stations: those in a box, clustered on a grid whose cells shrink as the
 * map zooms in, from the in-memory copy of their places. Public answers are kept per range of
 * tiles (as the web asks: its view widened to whole tiles) until the stations change, and say
 * what they answer (revision and tiles) for the gateway's ETag.
 */
@Injectable()
export class StationMapService {
  private readonly answers = new Map<string, StationMapFeature[]>();
  private answersRevision: string | undefined;
  /** The Fleet map's answers, by revision, box and zoom, for the marks they were coloured with. */
  private readonly fleetAnswers = new Map<string, FleetMapFeature[]>();
  private fleetAnswersMarks: Uint8Array | undefined;

  constructor(
    private readonly places: StationPlaces,
    private readonly marks: StationMarks,
  ) {}

  @Handles(StationOps.clusters)
  async clusters(_ctx: RequestContext, { bbox, zoom }: StationMapQuery): Promise<VersionedStationMap> {
    const copy = await this.places.current();
    if (this.answersRevision !== copy.revision) {
      this.answers.clear();
      this.answersRevision = copy.revision;
    }
    const tiles = tileRangeOf(bbox, zoom);
    const key = tiles ? tileRangeKey(tiles) : `${zoom}/${bbox.join(',')}`;
    const version = `${copy.revision}:${key}`;
    const kept = this.answers.get(key);
    if (kept) return { version, answer: kept };
    const box = tiles ? boxOfTiles(tiles) : bbox;
    const answer = [...cellsInBox(copy.places, box, zoom).values()].map((cell) => featureOf(copy.places, cell));
    if (this.answers.size >= KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
    return { version, answer };
  }

  /** Public: the stations nearest a place (a town searched, or where the visitor is), for the map's list. */
  @Handles(StationOps.nearest)
  async nearest(_ctx: RequestContext, { latitude, longitude, limit }: NearestStationsQuery): Promise<NearStationView[]> {
    const { places } = await this.places.current();
    return nearestOf(places, latitude, longitude, limit).map(({ index, distanceKm }) => ({
      _id: places.ids[index]!,
      base_id: places.baseIds[index]!,
      friendly_name: places.names[index]!,
      latitude: places.latitudes[index]!,
      longitude: places.longitudes[index]!,
      resting: places.resting[index] === 1,
      distanceKm: Math.round(distanceKm * 100) / 100,
    }));
  }

  /**
   * Admin: each feature with the most pressing mark among its stations, as the Fleet map colours
   * them; a view is clustered once for each reading of the marks (every few seconds).
   */
  @Handles(StationOps.fleetClusters)
  async fleetClusters(_ctx: RequestContext, { bbox, zoom }: StationMapQuery): Promise<FleetMapFeature[]> {
    const copy = await this.places.current();
    const marks = await this.marks.of(copy);
    if (this.fleetAnswersMarks !== marks) {
      this.fleetAnswers.clear();
      this.fleetAnswersMarks = marks;
    }
    const key = `${copy.revision}:${zoom}/${bbox.join(',')}`;
    const kept = this.fleetAnswers.get(key);
    if (kept) return kept;
    const answer = [...cellsInBox(copy.places, bbox, zoom, marks).values()].map((cell) => ({
      ...featureOf(copy.places, cell),
      worstState: STATION_MARKS[cell.mark]!,
    }));
    if (this.fleetAnswers.size >= KEPT_ANSWERS) this.fleetAnswers.delete(this.fleetAnswers.keys().next().value!);
    this.fleetAnswers.set(key, answer);
    return answer;
  }
}
