import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { StationFilterView, StationInput, StationStatusView } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { pagedListEndpoint, pageOf } from '../../../api/paged-list';
import { requestFor, routeEndpoint } from '../../../api/route-endpoint';
import { stations } from '../../../api/routes/stations.generated';

const STATION_LISTS = ['BaseStations', 'StationStatus', 'ApiKeys'] as const;

export const baseStationsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One station's status, for the Fleet map's popup. */
    stationStatus: build.query({
      ...routeEndpoint(stations, 'status', (id: string) => ({ params: { id } })),
      providesTags: ['StationStatus'],
    }),
    /** How many stations a filter matches now: one row asked for, the total read from its headers. */
    matchingStations: build.query({
      query: ({ q, state, runningVersion }: StationFilterView) =>
        requestFor(stations, 'statuses', {
          query: { ...(q ? { q } : {}), ...(state ? { state } : {}), ...(runningVersion ? { runningVersion } : {}), limit: 1 },
        }),
      transformResponse: (items: StationStatusView[], meta: FetchBaseQueryMeta | undefined) => {
        const page = pageOf(items, meta?.response?.headers);
        return { total: page.total, estimated: page.estimated };
      },
      providesTags: ['StationStatus'],
    }),
    assignStationsVersion: build.mutation({
      ...routeEndpoint(stations, 'assignVersion'),
      invalidatesTags: ['StationStatus', 'ApiKeys', 'Audit'],
    }),
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
    markStationLost: build.mutation({
      ...routeEndpoint(stations, 'markLost', (id: string) => ({ params: { id } })),
      invalidatesTags: [...STATION_LISTS, 'Audit'],
    }),
  }),
});

export const {
  useStationStatusQuery,
  useMatchingStationsQuery,
  useAssignStationsVersionMutation,
  useStationStatusPagesInfiniteQuery,
  useFleetClustersQuery,
  useMarkStationLostMutation,
  useCreateBaseStationMutation,
  useUpdateBaseStationMutation,
  useDeleteBaseStationMutation,
} = baseStationsAdminApi;
