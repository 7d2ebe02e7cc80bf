import type { StationView } from '@storystump/contracts';
import { api } from '../../api/base-api';

/** The base stations: public on the map, the same list in the admin's tab. */
export const mapApi = api.injectEndpoints({
  endpoints: (build) => ({
    baseStations: build.query<StationView[], void>({
      query: () => '/basestations',
      providesTags: ['BaseStations'],
    }),
  }),
});

export const { useBaseStationsQuery } = mapApi;
