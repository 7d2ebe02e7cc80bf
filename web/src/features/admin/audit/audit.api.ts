import { api } from '../../../api/base-api';
import { routeEndpoint } from '../../../api/route-endpoint';
import { audit } from '../../../api/routes/audit.generated';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    audit: build.query({ ...routeEndpoint(audit, 'list'), providesTags: ['Audit'] }),
  }),
});

export const { useAuditQuery, useLazyAuditQuery } = auditApi;
