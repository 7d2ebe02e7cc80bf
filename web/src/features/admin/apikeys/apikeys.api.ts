import type { ApiKeyRoutes, ApiKeyView, AssignVersionInput, GeneratedKeyReply } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { requestTo } from '../../../api/route-request';

export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<ApiKeyView[], void>({
      query: () => requestTo<typeof ApiKeyRoutes.list>({ method: 'GET', path: 'apikeys' }),
      providesTags: ['ApiKeys'],
    }),
    generateApiKey: build.mutation<GeneratedKeyReply, string>({
      query: (baseStationId) =>
        requestTo<typeof ApiKeyRoutes.generate>({ method: 'POST', path: 'apikeys/generate' }, { body: { baseStationId } }),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeApiKey: build.mutation<ApiKeyView, string>({
      query: (id) => requestTo<typeof ApiKeyRoutes.revoke>({ method: 'POST', path: 'apikeys/revoke/:id' }, { params: { id } }),
      invalidatesTags: ['ApiKeys'],
    }),
    assignVersion: build.mutation<ApiKeyView, AssignVersionInput>({
      query: (body) => requestTo<typeof ApiKeyRoutes.assignVersion>({ method: 'POST', path: 'apikeys/assign-version' }, { body }),
      invalidatesTags: ['ApiKeys'],
    }),
  }),
});

export const { useApiKeysQuery, useGenerateApiKeyMutation, useRevokeApiKeyMutation, useAssignVersionMutation } = apiKeysApi;
