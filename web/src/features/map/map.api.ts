import type { MapRoutes, MapTilesReply, StationRoutes, StationView } from '@storystump/contracts';
import { api } from '../../api/base-api';
import { requestTo } from '../../api/route-request';

/** The base stations: public on the map, the same list in the admin's tab. */
export const mapApi = api.injectEndpoints({
  endpoints: (build) => ({
    baseStations: build.query<StationView[], void>({
      query: () => requestTo<typeof StationRoutes.list>({ method: 'GET', path: 'basestations' }),
      providesTags: ['BaseStations'],
    }),
    mapTiles: build.query<MapTilesReply, void>({
      query: () => requestTo<typeof MapRoutes.tiles>({ method: 'GET', path: 'map/tiles' }),
    }),
  }),
});

export const { useBaseStationsQuery, useMapTilesQuery } = mapApi;
