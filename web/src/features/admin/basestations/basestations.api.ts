import type { StationInput, StationStatusView, StationView } from '@storystump/contracts';
import { api } from '../../../api/base-api';

export const baseStationsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    stationStatuses: build.query<StationStatusView[], void>({
      query: () => '/basestations/status',
      providesTags: ['StationStatus'],
    }),
    createBaseStation: build.mutation<StationView, StationInput>({
      query: (body) => ({ url: '/basestations', method: 'POST', body }),
      invalidatesTags: ['BaseStations', 'StationStatus', 'ApiKeys'],
    }),
    updateBaseStation: build.mutation<StationView, StationInput & { _id: string }>({
      query: ({ _id, ...body }) => ({ url: `/basestations/${encodeURIComponent(_id)}`, method: 'PUT', body: { _id, ...body } }),
      invalidatesTags: ['BaseStations', 'ApiKeys'],
    }),
    deleteBaseStation: build.mutation<unknown, string>({
      query: (id) => ({ url: `/basestations/${encodeURIComponent(id)}`, method: 'DELETE' }),
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
