import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { journeyShares } from '../../api/routes/journeyShares.generated';

const byCharacter = (id: string) => ({ params: { id } });

/** A character's shared journey card: the family's switch and link, and the card the link opens. */
export const journeyShareApi = api.injectEndpoints({
  endpoints: (build) => ({
    journeyShare: build.query({
      ...routeEndpoint(journeyShares, 'get', byCharacter),
      providesTags: (_reply, _error, id) => [{ type: 'JourneyShare', id }],
    }),
    shareJourney: build.mutation({
      ...routeEndpoint(journeyShares, 'share', byCharacter),
      invalidatesTags: (_reply, _error, id) => [{ type: 'JourneyShare', id }],
    }),
    stopSharingJourney: build.mutation({
      ...routeEndpoint(journeyShares, 'stop', byCharacter),
      invalidatesTags: (_reply, _error, id) => [{ type: 'JourneyShare', id }],
    }),
    journeyCard: build.query(routeEndpoint(journeyShares, 'card', (token: string) => ({ params: { token } }))),
  }),
});

export const { useJourneyShareQuery, useShareJourneyMutation, useStopSharingJourneyMutation, useJourneyCardQuery } =
  journeyShareApi;
