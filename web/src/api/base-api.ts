import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { loggedOut, selectToken, type AuthState } from './session.slice';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  // Always asked of the server (a 304 when nothing changed): the public lists let a CDN serve them
  // a moment stale, which the app, showing a change it has just made, must not be.
  cache: 'no-cache',
  prepareHeaders: (headers, { getState }) => {
    const token = selectToken(getState() as { auth: AuthState });
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A 401 on a call that carried a token means the session is over: log out. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401 && selectToken(api.getState() as { auth: AuthState })) {
    api.dispatch(loggedOut());
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Me',
    'Users',
    'Products',
    'BaseStations',
    'Reports',
    'JourneyShare',
    'StationStatus',
    'StationConfig',
    'ApiKeys',
    'Versions',
    'Characters',
    'CharacterTypes',
    'Visits',
    'Interests',
    'Enquiries',
    'Campaigns',
    'Fleet',
    'Rollouts',
    'Audit',
    'Orders',
    'Stock',
    'FamilyExports',
    'Missions',
    'MissionMails',
    'Hosts',
  ],
  endpoints: () => ({}),
});
