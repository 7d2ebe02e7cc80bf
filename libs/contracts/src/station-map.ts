import { z } from 'zod';
import { queryWholeNumber, requiredText } from './fields.js';
import { STATION_MARKS } from './fleet.js';
import { id } from './reply-fields.js';
import { versioned } from './routes/route.js';

/** The features one map answer holds at most, at any zoom: denser places are drawn as fewer, larger clusters. */
export const MAX_MAP_FEATURES = 500;
/** The map's zoom levels, as OpenLayers and the tile servers count them. */
export const MAX_MAP_ZOOM = 22;

const BBOX_FORMAT = 'must be four numbers: minLon,minLat,maxLon,maxLat';

/** `minLon,minLat,maxLon,maxLat`: four numbers as a query string gives them, or as they were read from one. */
const fourNumbers = z.union(
  [
    z
      .string()
      .regex(/^\s*[-+]?(\d+\.?\d*|\.\d+)(\s*,\s*[-+]?(\d+\.?\d*|\.\d+)){3}\s*$/, BBOX_FORMAT)
      .transform((text) => text.split(',').map(Number) as [number, number, number, number]),
    z.tuple([z.number(), z.number(), z.number(), z.number()]),
  ],
  { error: (issue) => (issue.input === undefined ? 'is required' : BBOX_FORMAT) },
);

/** A box of the map in degrees, west, south, east, north; it does not wrap around the antimeridian. */
export const BoundingBox = fourNumbers
  .refine(([minLon, , maxLon]) => minLon >= -180 && maxLon <= 180, 'must have longitudes from -180 to 180')
  .refine(([, minLat, , maxLat]) => minLat >= -90 && maxLat <= 90, 'must have latitudes from -90 to 90')
  .refine(
    ([minLon, minLat, maxLon, maxLat]) => minLon <= maxLon && minLat <= maxLat,
    'must have each minimum at most its maximum',
  );
export type BoundingBox = z.output<typeof BoundingBox>;

const ZOOM_FORMAT = `must be a whole number from 0 to ${MAX_MAP_ZOOM}`;

export const MapZoom = z
  .union(
    [
      z.number().int(ZOOM_FORMAT),
      z
        .string()
        .regex(/^\s*\d{1,2}\s*$/, ZOOM_FORMAT)
        .transform(Number),
    ],
    { error: (issue) => (issue.input === undefined ? 'is required' : ZOOM_FORMAT) },
  )
  .pipe(z.number().min(0, ZOOM_FORMAT).max(MAX_MAP_ZOOM, ZOOM_FORMAT));

/** The stations in the map's view: the box it shows and its zoom. */
export const StationMapQuery = z.object({ bbox: BoundingBox, zoom: MapZoom });
export type StationMapQuery = z.output<typeof StationMapQuery>;

/**
 * What the map draws at one place: a cluster of `count` stations at their mean position, or one
 * station (`count: 1`) with its id and names, for its popup.
 */
export const StationMapFeature = z.object({
  count: z.number().int().min(1),
  latitude: z.number(),
  longitude: z.number(),
  _id: id().optional(),
  base_id: z.string().optional(),
  friendly_name: z.string().optional(),
  /** A single station resting (reported or silent): its popup says so. */
  resting: z.boolean().optional(),
});
export type StationMapFeature = z.infer<typeof StationMapFeature>;

/** The features of a box, with the stations' revision and the tiles (or box) they answer, as the gateway's ETag is made of. */
export const VersionedStationMap = versioned(z.array(StationMapFeature));
export type VersionedStationMap = z.infer<typeof VersionedStationMap>;

/** The Fleet map's feature: the same, with the most pressing mark among its stations. */
export const FleetMapFeature = StationMapFeature.extend({ worstState: z.enum(STATION_MARKS) });
export type FleetMapFeature = z.infer<typeof FleetMapFeature>;

/** The places a search names at most, best first. */
export const MAX_PLACES = 10;
/** The nearest stations a search lists at most. */
export const MAX_NEAREST_STATIONS = 50;

export const PlaceSearchQuery = z.object({ q: requiredText(80) });
export type PlaceSearchQuery = z.output<typeof PlaceSearchQuery>;

/** A town or village of the gazetteer. */
export const PlaceView = z.object({
  name: z.string(),
  /** England, Scotland, Wales or Northern Ireland. */
  region: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceView = z.infer<typeof PlaceView>;

const COORDINATE_FORMAT = (min: number, max: number) => `must be a number from ${min} to ${max}`;
const queryCoordinate = (min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[-+]?(\d+\.?\d*|\.\d+)$/, COORDINATE_FORMAT(min, max))
          .transform(Number),
      ],
      {
        error: (issue) => (issue.input === undefined ? 'is required' : COORDINATE_FORMAT(min, max)),
      },
    )
    .pipe(z.number().min(min, COORDINATE_FORMAT(min, max)).max(max, COORDINATE_FORMAT(min, max)));

export const NearestStationsQuery = z.object({
  latitude: queryCoordinate(-90, 90),
  longitude: queryCoordinate(-180, 180),
  limit: queryWholeNumber(1, MAX_NEAREST_STATIONS, 10),
});
export type NearestStationsQuery = z.output<typeof NearestStationsQuery>;

/** A station near a place, with how far it is, in kilometres as the crow flies. */
export const NearStationView = z.object({
  _id: id(),
  base_id: z.string(),
  friendly_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  resting: z.boolean(),
  distanceKm: z.number(),
});
export type NearStationView = z.infer<typeof NearStationView>;
