import type {
  CreateRolloutInput,
  FleetReply,
  FleetRoutes,
  RolloutRoutes,
  RolloutSummary,
  RolloutView,
} from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { requestTo } from '../../../api/route-request';

type RolloutChange = typeof RolloutRoutes.pause | typeof RolloutRoutes.resume | typeof RolloutRoutes.cancel;

export const fleetApi = api.injectEndpoints({
  endpoints: (build) => ({
    fleet: build.query<FleetReply, void>({
      query: () => requestTo<typeof FleetRoutes.summary>({ method: 'GET', path: 'fleet' }),
      providesTags: ['Fleet'],
    }),
    rollouts: build.query<RolloutView[], void>({
      query: () => requestTo<typeof RolloutRoutes.list>({ method: 'GET', path: 'rollouts' }),
      providesTags: ['Rollouts'],
    }),
    createRollout: build.mutation<RolloutView, CreateRolloutInput>({
      query: (body) => requestTo<typeof RolloutRoutes.create>({ method: 'POST', path: 'rollouts' }, { body }),
      invalidatesTags: ['Rollouts', 'Audit'],
    }),
    changeRollout: build.mutation<RolloutSummary, { id: string; change: 'pause' | 'resume' | 'cancel' }>({
      query: ({ id, change }) => requestTo<RolloutChange>({ method: 'POST', path: `rollouts/:id/${change}` }, { params: { id } }),
      invalidatesTags: ['Rollouts', 'Audit'],
    }),
  }),
});

export const { useFleetQuery, useRolloutsQuery, useCreateRolloutMutation, useChangeRolloutMutation } = fleetApi;
