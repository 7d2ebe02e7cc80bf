import type { HostInput } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { routeEndpoint } from '../../../api/route-endpoint';
import { hosts } from '../../../api/routes/hosts.generated';

export const hostsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    hosts: build.query({ ...routeEndpoint(hosts, 'list'), providesTags: ['Hosts'] }),
    createHost: build.mutation({ ...routeEndpoint(hosts, 'create'), invalidatesTags: ['Hosts'] }),
    updateHost: build.mutation({
      ...routeEndpoint(hosts, 'update', ({ _id, ...body }: HostInput & { _id: string }) => ({ params: { id: _id }, body })),
      invalidatesTags: ['Hosts'],
    }),
    deleteHost: build.mutation({
      ...routeEndpoint(hosts, 'remove', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Hosts'],
    }),
    replaceHostLink: build.mutation({
      ...routeEndpoint(hosts, 'replaceLink', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Hosts'],
    }),
  }),
});

export const { useHostsQuery, useCreateHostMutation, useUpdateHostMutation, useDeleteHostMutation, useReplaceHostLinkMutation } =
  hostsAdminApi;
