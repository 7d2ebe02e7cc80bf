import type { StationInput } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { pagedListEndpoint } from '../../../api/paged-list';
import { routeEndpoint } from '../../../api/route-endpoint';
import { stations } from '../../../api/routes/stations.generated';

const STATION_LISTS = ['BaseStations', 'StationStatus', 'ApiKeys'] as const;

export const baseStationsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    stationStatuses: build.query({ ...routeEndpoint(stations, 'statuses'), providesTags: ['StationStatus'] }),
    /** The Base Stations tab's pages: each station with its last contact and running version. */
    stationStatusPages: build.infiniteQuery({
      ...pagedListEndpoint(stations, 'statuses'),
      providesTags: ['StationStatus', 'BaseStations'],
    }),
    /** The Fleet map's view: the stations of a box, clustered, each feature with its worst state. */
    fleetClusters: build.query({ ...routeEndpoint(stations, 'fleetClusters'), providesTags: ['StationStatus'] }),
    createBaseStation: build.mutation({ ...routeEndpoint(stations, 'create'), invalidatesTags: [...STATION_LISTS] }),
    updateBaseStation: build.mutation({
      ...routeEndpoint(stations, 'update', ({ _id, ...body }: StationInput & { _id: string }) => ({
        params: { id: _id },
        body,
      })),
      invalidatesTags: [...STATION_LISTS],
    }),
    deleteBaseStation: build.mutation({
      ...routeEndpoint(stations, 'remove', (id: string) => ({ params: { id } })),
      invalidatesTags: [...STATION_LISTS],
    }),
  }),
});

export const {
  useStationStatusesQuery,
  useStationStatusPagesInfiniteQuery,
  useFleetClustersQuery,
  useCreateBaseStationMutation,
  useUpdateBaseStationMutation,
  useDeleteBaseStationMutation,
} = baseStationsAdminApi;
