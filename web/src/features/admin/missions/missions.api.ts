import { api } from '../../../api/base-api';
import { routeEndpoint } from '../../../api/route-endpoint';
import { missions } from '../../../api/routes/missions.generated';

export const missionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    missions: build.query({ ...routeEndpoint(missions, 'list'), providesTags: ['Missions'] }),
    createMission: build.mutation({ ...routeEndpoint(missions, 'create'), invalidatesTags: ['Missions'] }),
    deleteMission: build.mutation({
      ...routeEndpoint(missions, 'delete', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Missions'],
    }),
  }),
});

export const { useMissionsQuery, useCreateMissionMutation, useDeleteMissionMutation } = missionsApi;
