import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { characters } from '../../api/routes/characters.generated';

/** A character's diary, the family's collection of woodland friends and its choice of mails about missions. */
export const diaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    diary: build.query({
      ...routeEndpoint(characters, 'diary', (characterId: string) => ({ params: { id: characterId } })),
      providesTags: (_result, _error, characterId) => [{ type: 'Visits', id: characterId }, 'Missions'],
    }),
    collection: build.query({ ...routeEndpoint(characters, 'collection'), providesTags: ['Characters', 'Products'] }),
    missionMails: build.query({ ...routeEndpoint(characters, 'missionMails'), providesTags: ['MissionMails'] }),
    setMissionMails: build.mutation({ ...routeEndpoint(characters, 'setMissionMails'), invalidatesTags: ['MissionMails'] }),
  }),
});

export const { useDiaryQuery, useCollectionQuery, useMissionMailsQuery, useSetMissionMailsMutation } = diaryApi;
