import { api } from '../../../api/base-api';
import { routeEndpoint } from '../../../api/route-endpoint';
import { config } from '../../../api/routes/config.generated';

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    configDefaults: build.query({ ...routeEndpoint(config, 'defaults'), providesTags: ['StationConfig'] }),
    setConfigDefaults: build.mutation({ ...routeEndpoint(config, 'setDefaults'), invalidatesTags: ['StationConfig'] }),
    stationConfig: build.query({
      ...routeEndpoint(config, 'station', (id: string) => ({ params: { id } })),
      providesTags: ['StationConfig'],
    }),
    setStationConfig: build.mutation({ ...routeEndpoint(config, 'setStation'), invalidatesTags: ['StationConfig'] }),
    configDrift: build.query({ ...routeEndpoint(config, 'drift'), providesTags: ['StationConfig'] }),
  }),
});

export const {
  useConfigDefaultsQuery,
  useSetConfigDefaultsMutation,
  useStationConfigQuery,
  useSetStationConfigMutation,
  useConfigDriftQuery,
} = configApi;
