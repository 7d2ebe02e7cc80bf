import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { authApi } from './auth.api';
import { loggedOut, selectToken, sessionRenewed, TOKEN_STORAGE_KEY, tokenReceived } from '../../api/session.slice';

const respond = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('auth state', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the token kept under "token" in localStorage', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    expect(selectToken(createStore().getState())).toBe('stored-token');
  });

  it('keeps a received token in localStorage and removes it on logout', () => {
    const store = createStore();
    store.dispatch(tokenReceived('fresh'));
    expect(localStorage.getItem('token')).toBe('fresh');
    store.dispatch(loggedOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(selectToken(store.getState())).toBeNull();
  });

  it("keeps a renewed session's token and what was fetched for its user, as a new sign-in does not", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, { _id: 'u1', displayName: 'Fern', email: 'fern@example.test' })),
    );
    const store = createStore();
    store.dispatch(tokenReceived('first'));
    await store.dispatch(authApi.endpoints.me.initiate());
    store.dispatch(sessionRenewed('renewed'));
    expect(localStorage.getItem('token')).toBe('renewed');
    expect(authApi.endpoints.me.select()(store.getState()).data?.displayName).toBe('Fern');
    store.dispatch(tokenReceived('someone-else'));
    expect(authApi.endpoints.me.select()(store.getState()).data).toBeUndefined();
  });

  it('sends the bearer token when fetching the profile', async () => {
    const fetch = vi.fn((request: Request) => {
      expect(request.headers.get('authorization')).toBe('Bearer abc');
      return respond(200, { _id: 'u1', displayName: 'Fern', email: 'fern@example.test' });
    });
    vi.stubGlobal('fetch', fetch);
    const store = createStore();
    store.dispatch(tokenReceived('abc'));
    const result = await store.dispatch(authApi.endpoints.me.initiate());
    expect(result.data?.displayName).toBe('Fern');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('clears the token when the server answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(401, { message: 'Please log in', code: 'UNAUTHENTICATED' })),
    );
    const store = createStore();
    store.dispatch(tokenReceived('expired'));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(selectToken(store.getState())).toBeNull();
  });

  it("forgets the previous user's cached profile when a new token arrives", async () => {
    let n = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, { _id: `u${++n}`, displayName: `User ${n}`, email: `u${n}@example.test` })),
    );
    const store = createStore();
    store.dispatch(tokenReceived('first'));
    const sub = store.dispatch(authApi.endpoints.me.initiate());
    await sub;
    store.dispatch(tokenReceived('second'));
    const again = await store.dispatch(authApi.endpoints.me.initiate());
    expect(again.data?._id).toBe('u2');
    sub.unsubscribe();
  });
});
