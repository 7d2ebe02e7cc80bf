import { api } from '../../../api/base-api';
import { routeEndpoint } from '../../../api/route-endpoint';
import { apiKeys } from '../../../api/routes/apiKeys.generated';

export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query({ ...routeEndpoint(apiKeys, 'list'), providesTags: ['ApiKeys'] }),
    generateApiKey: build.mutation({
      ...routeEndpoint(apiKeys, 'generate', (baseStationId: string) => ({ body: { baseStationId } })),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeApiKey: build.mutation({
      ...routeEndpoint(apiKeys, 'revoke', (id: string) => ({ params: { id } })),
      invalidatesTags: ['ApiKeys'],
    }),
    assignVersion: build.mutation({ ...routeEndpoint(apiKeys, 'assignVersion'), invalidatesTags: ['ApiKeys'] }),
  }),
});

export const { useApiKeysQuery, useGenerateApiKeyMutation, useRevokeApiKeyMutation, useAssignVersionMutation } = apiKeysApi;
