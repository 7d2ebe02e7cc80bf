import type { DownloadLinkReply, VersionRoutes, VersionView } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { requestTo } from '../../../api/route-request';

export const versionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    versions: build.query<VersionView[], void>({
      query: () => requestTo<typeof VersionRoutes.list>({ method: 'GET', path: 'versions' }),
      providesTags: ['Versions'],
    }),
    deleteVersion: build.mutation<unknown, string>({
      query: (id) => requestTo<typeof VersionRoutes.remove>({ method: 'DELETE', path: 'versions/:id' }, { params: { id } }),
      invalidatesTags: ['Versions', 'ApiKeys'],
    }),
    versionDownloadLink: build.mutation<DownloadLinkReply, string>({
      query: (id) =>
        requestTo<typeof VersionRoutes.downloadLink>({ method: 'POST', path: 'versions/:id/download-link' }, { params: { id } }),
    }),
  }),
});

export const { useVersionsQuery, useDeleteVersionMutation, useVersionDownloadLinkMutation } = versionsApi;
