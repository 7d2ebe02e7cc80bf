import { api } from '../../../api/base-api';
import { replyOf, requestFor, routeEndpoint } from '../../../api/route-endpoint';
import { fleet } from '../../../api/routes/fleet.generated';
import { rollouts } from '../../../api/routes/rollouts.generated';

/** The rollout routes that change a rollout's course, each by its name. */
type RolloutChange = 'pause' | 'resume' | 'cancel';

export const fleetApi = api.injectEndpoints({
  endpoints: (build) => ({
    fleet: build.query({ ...routeEndpoint(fleet, 'summary'), providesTags: ['Fleet'] }),
    driftingClocks: build.query({ ...routeEndpoint(fleet, 'driftingClocks'), providesTags: ['Fleet'] }),
    missingStoryPacks: build.query({ ...routeEndpoint(fleet, 'missingStoryPacks'), providesTags: ['Fleet'] }),
    versionVitals: build.query({ ...routeEndpoint(fleet, 'versions'), providesTags: ['Fleet'] }),
    rollouts: build.query({ ...routeEndpoint(rollouts, 'list'), providesTags: ['Rollouts'] }),
    createRollout: build.mutation({ ...routeEndpoint(rollouts, 'create'), invalidatesTags: ['Rollouts', 'Audit'] }),
    changeRollout: build.mutation({
      query: ({ id, change }: { id: string; change: RolloutChange }) => requestFor(rollouts, change, { params: { id } }),
      transformResponse: replyOf<'rollouts', RolloutChange>,
      invalidatesTags: ['Rollouts', 'Audit'],
    }),
  }),
});

export const {
  useFleetQuery,
  useDriftingClocksQuery,
  useMissingStoryPacksQuery,
  useVersionVitalsQuery,
  useRolloutsQuery,
  useCreateRolloutMutation,
  useChangeRolloutMutation,
} = fleetApi;
