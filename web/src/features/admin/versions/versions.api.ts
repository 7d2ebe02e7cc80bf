import { api } from '../../../api/base-api';
import { pagedListEndpoint } from '../../../api/paged-list';
import { routeEndpoint } from '../../../api/route-endpoint';
import { versions } from '../../../api/routes/versions.generated';

export const versionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    versions: build.query({ ...routeEndpoint(versions, 'list'), providesTags: ['Versions'] }),
    /** The Version Upload tab's pages, newest first, searchable by tag. */
    versionPages: build.infiniteQuery({ ...pagedListEndpoint(versions, 'list'), providesTags: ['Versions'] }),
    deleteVersion: build.mutation({
      ...routeEndpoint(versions, 'remove', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Versions', 'ApiKeys'],
    }),
    versionDownloadLink: build.mutation(routeEndpoint(versions, 'downloadLink', (id: string) => ({ params: { id } }))),
  }),
});

export const { useVersionsQuery, useVersionPagesInfiniteQuery, useDeleteVersionMutation, useVersionDownloadLinkMutation } =
  versionsApi;
