import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { hosts } from '../../api/routes/hosts.generated';

export interface PortalRequest {
  token: string;
  startDate: string;
  endDate: string;
}

export const hostPortalApi = api.injectEndpoints({
  endpoints: (build) => ({
    hostPortal: build.query(
      routeEndpoint(hosts, 'portal', ({ token, startDate, endDate }: PortalRequest) => ({
        params: { token },
        query: { startDate, endDate },
      })),
    ),
  }),
});

export const { useHostPortalQuery } = hostPortalApi;
