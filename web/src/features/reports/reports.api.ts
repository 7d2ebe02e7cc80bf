import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { reports } from '../../api/routes/reports.generated';

/** Reports from the field: sent from the map (and the host portal), read and closed in the Fleet tab. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportStation: build.mutation({ ...routeEndpoint(reports, 'create'), invalidatesTags: ['Reports', 'BaseStations'] }),
    openReports: build.query({
      ...routeEndpoint(reports, 'list', () => ({ query: { state: 'open' as const } })),
      providesTags: ['Reports'],
    }),
    closeReport: build.mutation({
      ...routeEndpoint(reports, 'close', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Reports', 'BaseStations'],
    }),
  }),
});

export const { useReportStationMutation, useOpenReportsQuery, useCloseReportMutation } = reportsApi;
