import type { ApiKeyView, AssignVersionInput, GeneratedKeyReply } from '@storystump/contracts';
import { api } from '../../../api/base-api';

export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<ApiKeyView[], void>({
      query: () => '/apikeys',
      providesTags: ['ApiKeys'],
    }),
    generateApiKey: build.mutation<GeneratedKeyReply, string>({
      query: (baseStationId) => ({ url: '/apikeys/generate', method: 'POST', body: { baseStationId } }),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeApiKey: build.mutation<ApiKeyView, string>({
      query: (id) => ({ url: `/apikeys/revoke/${encodeURIComponent(id)}`, method: 'POST' }),
      invalidatesTags: ['ApiKeys'],
    }),
    assignVersion: build.mutation<ApiKeyView, AssignVersionInput>({
      query: (body) => ({ url: '/apikeys/assign-version', method: 'POST', body }),
      invalidatesTags: ['ApiKeys'],
    }),
  }),
});

export const { useApiKeysQuery, useGenerateApiKeyMutation, useRevokeApiKeyMutation, useAssignVersionMutation } = apiKeysApi;
