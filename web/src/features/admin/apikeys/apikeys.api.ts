import { api } from '../../../api/base-api';
import { pagedListEndpoint } from '../../../api/paged-list';
import { routeEndpoint } from '../../../api/route-endpoint';
import { apiKeys } from '../../../api/routes/apiKeys.generated';

export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query({ ...routeEndpoint(apiKeys, 'list'), providesTags: ['ApiKeys'] }),
    /** The API Keys tab's pages. */
    apiKeyPages: build.infiniteQuery({ ...pagedListEndpoint(apiKeys, 'list'), providesTags: ['ApiKeys'] }),
    generateApiKey: build.mutation({
      ...routeEndpoint(apiKeys, 'generate', (baseStationId: string) => ({ body: { baseStationId } })),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeApiKey: build.mutation({
      ...routeEndpoint(apiKeys, 'revoke', (id: string) => ({ params: { id } })),
      invalidatesTags: ['ApiKeys'],
    }),
    rotateApiKey: build.mutation({
      ...routeEndpoint(apiKeys, 'rotate', (id: string) => ({ params: { id } })),
      invalidatesTags: ['ApiKeys'],
    }),
    assignVersion: build.mutation({ ...routeEndpoint(apiKeys, 'assignVersion'), invalidatesTags: ['ApiKeys'] }),
  }),
});

export const {
  useApiKeysQuery,
  useApiKeyPagesInfiniteQuery,
  useGenerateApiKeyMutation,
  useRevokeApiKeyMutation,
  useRotateApiKeyMutation,
  useAssignVersionMutation,
} = apiKeysApi;
