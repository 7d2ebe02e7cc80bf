import type {
  AppendTypeInput,
  AssignCharacterInput,
  CharacterRoutes,
  CharacterTypeRoutes,
  CharacterTypeView,
  CharacterView,
  CreateCharacterInput,
  VisitView,
} from '@storystump/contracts';
import { api } from '../../api/base-api';
import { requestTo } from '../../api/route-request';

export interface VisitsPage {
  characterId: string;
  before?: string;
  limit?: number;
}

/** Characters, their types and visits: the owner's account page and the admin's tab. */
export const charactersApi = api.injectEndpoints({
  endpoints: (build) => ({
    myCharacters: build.query<CharacterView[], void>({
      query: () => requestTo<typeof CharacterRoutes.mine>({ method: 'GET', path: 'characters' }),
      providesTags: ['Characters'],
    }),
    allCharacters: build.query<CharacterView[], void>({
      query: () => requestTo<typeof CharacterRoutes.all>({ method: 'GET', path: 'characters/all' }),
      providesTags: ['Characters'],
    }),
    characterTypes: build.query<CharacterTypeView[], void>({
      query: () => requestTo<typeof CharacterTypeRoutes.list>({ method: 'GET', path: 'characterTypes' }),
      providesTags: ['CharacterTypes'],
    }),
    visits: build.query<VisitView[], VisitsPage>({
      query: ({ characterId, before, limit }) =>
        requestTo<typeof CharacterRoutes.visits>(
          { method: 'GET', path: 'characters/:id/visits' },
          { params: { id: characterId }, query: { ...(before ? { before } : {}), ...(limit ? { limit } : {}) } },
        ),
      providesTags: (_result, _error, { characterId }) => [{ type: 'Visits', id: characterId }],
    }),
    createCharacter: build.mutation<CharacterView, CreateCharacterInput>({
      query: (body) => requestTo<typeof CharacterRoutes.create>({ method: 'POST', path: 'characters/createAsAdmin' }, { body }),
      invalidatesTags: ['Characters'],
    }),
    assignCharacter: build.mutation<CharacterView, AssignCharacterInput>({
      query: (body) => requestTo<typeof CharacterRoutes.assign>({ method: 'POST', path: 'characters/addToUser' }, { body }),
      invalidatesTags: ['Characters'],
    }),
    addVisit: build.mutation<VisitView, { baseStationId: string; serialNumber: string; characterId: string }>({
      query: ({ baseStationId, serialNumber }) =>
        requestTo<typeof CharacterRoutes.addVisit>(
          { method: 'POST', path: 'characters/visit/:baseStationId' },
          { params: { baseStationId }, body: { serialNumber } },
        ),
      invalidatesTags: (_result, _error, { characterId }) => [{ type: 'Visits', id: characterId }],
    }),
    appendCharacterType: build.mutation<CharacterTypeView, AppendTypeInput>({
      query: (body) =>
        requestTo<typeof CharacterTypeRoutes.append>({ method: 'POST', path: 'characterTypes/appendtype' }, { body }),
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
