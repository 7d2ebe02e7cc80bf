import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { characterTypes } from '../../api/routes/characterTypes.generated';
import { characters } from '../../api/routes/characters.generated';

export interface VisitsPage {
  characterId: string;
  before?: string;
  limit?: number;
}

/** Characters, their types and visits: the owner's account page and the admin's tab. */
export const charactersApi = api.injectEndpoints({
  endpoints: (build) => ({
    myCharacters: build.query({ ...routeEndpoint(characters, 'mine'), providesTags: ['Characters'] }),
    allCharacters: build.query({ ...routeEndpoint(characters, 'all'), providesTags: ['Characters'] }),
    characterTypes: build.query({ ...routeEndpoint(characterTypes, 'list'), providesTags: ['CharacterTypes'] }),
    visits: build.query({
      ...routeEndpoint(characters, 'visits', ({ characterId, before, limit }: VisitsPage) => ({
        params: { id: characterId },
        query: { ...(before ? { before } : {}), ...(limit ? { limit } : {}) },
      })),
      providesTags: (_result, _error, { characterId }) => [{ type: 'Visits', id: characterId }],
    }),
    createCharacter: build.mutation({ ...routeEndpoint(characters, 'create'), invalidatesTags: ['Characters'] }),
    assignCharacter: build.mutation({ ...routeEndpoint(characters, 'assign'), invalidatesTags: ['Characters'] }),
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
  useMyCharactersQuery,
  useAllCharactersQuery,
  useCharacterTypesQuery,
  useVisitsQuery,
  useLazyVisitsQuery,
  useCreateCharacterMutation,
  useAssignCharacterMutation,
  useAddVisitMutation,
  useAppendCharacterTypeMutation,
} = charactersApi;
