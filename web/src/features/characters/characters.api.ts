import type {
  AppendTypeInput,
  AssignCharacterInput,
  CharacterTypeView,
  CharacterView,
  CreateCharacterInput,
  VisitView,
} from '@storystump/contracts';
import { api } from '../../api/base-api';

export interface VisitsPage {
  characterId: string;
  before?: string;
  limit?: number;
}

/** Characters, their types and visits: the owner's account page and the admin's tab. */
export const charactersApi = api.injectEndpoints({
  endpoints: (build) => ({
    myCharacters: build.query<CharacterView[], void>({
      query: () => '/characters',
      providesTags: ['Characters'],
    }),
    allCharacters: build.query<CharacterView[], void>({
      query: () => '/characters/all',
      providesTags: ['Characters'],
    }),
    characterTypes: build.query<CharacterTypeView[], void>({
      query: () => '/characterTypes',
      providesTags: ['CharacterTypes'],
    }),
    visits: build.query<VisitView[], VisitsPage>({
      query: ({ characterId, before, limit }) => ({
        url: `/characters/${encodeURIComponent(characterId)}/visits`,
        params: { ...(before ? { before } : {}), ...(limit ? { limit } : {}) },
      }),
      providesTags: (_result, _error, { characterId }) => [{ type: 'Visits', id: characterId }],
    }),
    createCharacter: build.mutation<CharacterView, CreateCharacterInput>({
      query: (body) => ({ url: '/characters/createAsAdmin', method: 'POST', body }),
      invalidatesTags: ['Characters'],
    }),
    assignCharacter: build.mutation<CharacterView, AssignCharacterInput>({
      query: (body) => ({ url: '/characters/addToUser', method: 'POST', body }),
      invalidatesTags: ['Characters'],
    }),
    addVisit: build.mutation<VisitView, { baseStationId: string; serialNumber: string; characterId: string }>({
      query: ({ baseStationId, serialNumber }) => ({
        url: `/characters/visit/${encodeURIComponent(baseStationId)}`,
        method: 'POST',
        body: { serialNumber },
      }),
      invalidatesTags: (_result, _error, { characterId }) => [{ type: 'Visits', id: characterId }],
    }),
    appendCharacterType: build.mutation<CharacterTypeView, AppendTypeInput>({
      query: (body) => ({ url: '/characterTypes/appendtype', method: 'POST', body }),
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
