import type { DownloadLinkReply, VersionView } from '@storystump/contracts';
import { api } from '../../../api/base-api';

export const versionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    versions: build.query<VersionView[], void>({
      query: () => '/versions',
      providesTags: ['Versions'],
    }),
    deleteVersion: build.mutation<unknown, string>({
      query: (id) => ({ url: `/versions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Versions', 'ApiKeys'],
    }),
    versionDownloadLink: build.mutation<DownloadLinkReply, string>({
      query: (id) => ({ url: `/versions/${encodeURIComponent(id)}/download-link`, method: 'POST' }),
    }),
  }),
});

export const { useVersionsQuery, useDeleteVersionMutation, useVersionDownloadLinkMutation } = versionsApi;
