import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { map } from '../../api/routes/map.generated';
import { stations } from '../../api/routes/stations.generated';

/** The base stations: public on the map, the same list in the admin's tab. */
export const mapApi = api.injectEndpoints({
  endpoints: (build) => ({
    baseStations: build.query({ ...routeEndpoint(stations, 'list'), providesTags: ['BaseStations'] }),
    /** The stations of a box of the map, clustered: what the map draws, and (over the whole world) the counter. */
    stationClusters: build.query({ ...routeEndpoint(stations, 'clusters'), providesTags: ['BaseStations'] }),
    nearestStations: build.query({ ...routeEndpoint(stations, 'nearest'), providesTags: ['BaseStations'] }),
    places: build.query(routeEndpoint(map, 'places')),
    mapTiles: build.query(routeEndpoint(map, 'tiles')),
  }),
});

export const { useBaseStationsQuery, useStationClustersQuery, useNearestStationsQuery, useLazyPlacesQuery, useMapTilesQuery } =
  mapApi;
