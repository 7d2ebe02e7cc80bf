import { api } from '../../api/base-api';
import { pagedListEndpoint } from '../../api/paged-list';
import { routeEndpoint } from '../../api/route-endpoint';
import { characterTypes } from '../../api/routes/characterTypes.generated';
import { characters } from '../../api/routes/characters.generated';
import { visitsPageOf } from './visits-page';

export interface VisitsPageArgs {
  characterId: string;
  /** Where the page starts: the cursor the previous page gave; the newest visits without one. */
  cursor?: string;
  limit: number;
}

/** Characters, their types and visits: the owner's account page and the admin's tab. */
export const charactersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The account page's own characters, newest first, a page at a time. */
    myCharacterPages: build.infiniteQuery({ ...pagedListEndpoint(characters, 'mine'), providesTags: ['Characters'] }),
    /** The Characters tab's pages, searchable by serial number and owner. */
    characterPages: build.infiniteQuery({ ...pagedListEndpoint(characters, 'all'), providesTags: ['Characters'] }),
    characterTypes: build.query({ ...routeEndpoint(characterTypes, 'list'), providesTags: ['CharacterTypes'] }),
    visits: build.query({
      ...routeEndpoint(characters, 'visits', ({ characterId, cursor, limit }: VisitsPageArgs) => ({
        params: { id: characterId },
        query: { limit, ...(cursor ? { cursor } : {}) },
      })),
      transformResponse: visitsPageOf,
      providesTags: (_result, _error, { characterId }) => [{ type: 'Visits', id: characterId }],
    }),
    visitedPlaces: build.query({
      ...routeEndpoint(characters, 'places', (characterId: string) => ({ params: { id: characterId } })),
      providesTags: (_result, _error, characterId) => [{ type: 'Visits', id: characterId }],
    }),
    createCharacter: build.mutation({ ...routeEndpoint(characters, 'create'), invalidatesTags: ['Characters'] }),
    assignCharacter: build.mutation({ ...routeEndpoint(characters, 'assign'), invalidatesTags: ['Characters'] }),
    setHistory: build.mutation({
      ...routeEndpoint(characters, 'history', ({ id, keep }: { id: string; keep: boolean }) => ({
        params: { id },
        body: { keep },
      })),
      invalidatesTags: ['Characters'],
    }),
    claimCharacter: build.mutation({ ...routeEndpoint(characters, 'claim'), invalidatesTags: ['Characters'] }),
    addVisit: build.mutation({
      ...routeEndpoint(
        characters,
        'addVisit',
        ({ baseStationId, serialNumber }: { baseStationId: string; serialNumber: string; characterId: string }) => ({
          params: { baseStationId },
          body: { serialNumber },
        }),
      ),
      invalidatesTags: (_result, _error, { characterId }) => [{ type: 'Visits', id: characterId }],
    }),
    appendCharacterType: build.mutation({
      ...routeEndpoint(characterTypes, 'append'),
      invalidatesTags: ['CharacterTypes'],
    }),
  }),
});

export const {
  useMyCharacterPagesInfiniteQuery,
  useCharacterPagesInfiniteQuery,
  useCharacterTypesQuery,
  useVisitsQuery,
  useVisitedPlacesQuery,
  useCreateCharacterMutation,
  useAssignCharacterMutation,
  useSetHistoryMutation,
  useClaimCharacterMutation,
  useAddVisitMutation,
  useAppendCharacterTypeMutation,
} = charactersApi;
