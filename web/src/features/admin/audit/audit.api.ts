import { api } from '../../../api/base-api';
import { pagedListEndpoint } from '../../../api/paged-list';
import { audit } from '../../../api/routes/audit.generated';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The Audit Log tab's pages, newest first, searchable by summary, action and the admin's e-mail. */
    auditPages: build.infiniteQuery({ ...pagedListEndpoint(audit, 'list'), providesTags: ['Audit'] }),
  }),
});

export const { useAuditPagesInfiniteQuery } = auditApi;
