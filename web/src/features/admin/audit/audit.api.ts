import type { AuditEntryView, AuditQuery, AuditRoutes } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { requestTo } from '../../../api/route-request';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    audit: build.query<AuditEntryView[], Partial<AuditQuery>>({
      query: (query) => requestTo<typeof AuditRoutes.list>({ method: 'GET', path: 'audit' }, { query }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditQuery, useLazyAuditQuery } = auditApi;
