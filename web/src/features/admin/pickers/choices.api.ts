import { api } from '../../../api/base-api';
import { routeEndpoint } from '../../../api/route-endpoint';
import { characters } from '../../../api/routes/characters.generated';
import { identity } from '../../../api/routes/identity.generated';
import { stations } from '../../../api/routes/stations.generated';

/** How many matches a picker offers for what is typed: a page of the list, never the whole of it. */
export const CHOICES = 20;

/** What the admin's forms offer to choose from: the few stations, users or characters that match what is typed. */
export const choicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Stations whose base ID or name holds the search. */
    stationChoices: build.query({
      ...routeEndpoint(stations, 'list', (q: string | undefined) => ({ query: { q, limit: CHOICES } })),
      providesTags: ['BaseStations'],
    }),
    /** Users whose e-mail or name holds the search. */
    userChoices: build.query({
      ...routeEndpoint(identity, 'listUsers', (q: string | undefined) => ({ query: { q, limit: CHOICES } })),
      providesTags: ['Users'],
    }),
    /** Characters whose serial number or owner holds the search, newest first. */
    characterChoices: build.query({
      ...routeEndpoint(characters, 'all', (q: string | undefined) => ({ query: { q, limit: CHOICES, sort: '-created' } })),
      providesTags: ['Characters'],
    }),
  }),
});

export const { useStationChoicesQuery, useUserChoicesQuery, useCharacterChoicesQuery } = choicesApi;
