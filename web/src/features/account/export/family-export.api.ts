import { api } from '../../../api/base-api';
import { routeEndpoint } from '../../../api/route-endpoint';
import { familyExports } from '../../../api/routes/familyExports.generated';

export const familyExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    myExports: build.query({ ...routeEndpoint(familyExports, 'list'), providesTags: ['FamilyExports'] }),
    requestExport: build.mutation({ ...routeEndpoint(familyExports, 'request'), invalidatesTags: ['FamilyExports'] }),
  }),
});

export const { useMyExportsQuery, useRequestExportMutation } = familyExportApi;
