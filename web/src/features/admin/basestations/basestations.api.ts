import type { StationInput, StationRoutes, StationStatusView, StationView } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { requestTo } from '../../../api/route-request';

export const baseStationsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    stationStatuses: build.query<StationStatusView[], void>({
      query: () => requestTo<typeof StationRoutes.statuses>({ method: 'GET', path: 'basestations/status' }),
      providesTags: ['StationStatus'],
    }),
    createBaseStation: build.mutation<StationView, StationInput>({
      query: (body) => requestTo<typeof StationRoutes.create>({ method: 'POST', path: 'basestations' }, { body }),
      invalidatesTags: ['BaseStations', 'StationStatus', 'ApiKeys'],
    }),
    updateBaseStation: build.mutation<StationView, StationInput & { _id: string }>({
      query: ({ _id, ...body }) =>
        requestTo<typeof StationRoutes.update>({ method: 'PUT', path: 'basestations/:id' }, { params: { id: _id }, body }),
      invalidatesTags: ['BaseStations', 'StationStatus', 'ApiKeys'],
    }),
    deleteBaseStation: build.mutation<unknown, string>({
      query: (id) => requestTo<typeof StationRoutes.remove>({ method: 'DELETE', path: 'basestations/:id' }, { params: { id } }),
      invalidatesTags: ['BaseStations', 'StationStatus', 'ApiKeys'],
    }),
  }),
});

export const {
  useStationStatusesQuery,
  useCreateBaseStationMutation,
  useUpdateBaseStationMutation,
  useDeleteBaseStationMutation,
} = baseStationsAdminApi;
