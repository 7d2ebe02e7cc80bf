import { PRIVACY_NOTICE_VERSION, type MeView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenReceived } from '../../api/session.slice';
import { createStore } from '../../app/store';
import { ConsentPrompt } from './ConsentPrompt';

const family = (noticeVersion: string): MeView => ({
  _id: '00000000-0000-4000-8000-000000000001',
  displayName: 'Teasel',
  email: 'teasel@families.example.com',
  consent: { noticeVersion, acceptedAt: '2026-01-01T00:00:00.000Z' },
});

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

describe('the privacy notice prompt', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('goes once the family accepts, from the answer itself, while the page is still asking for the rest', async () => {
    const accepted = family(PRIVACY_NOTICE_VERSION);
    // The view asked again is slow to come (another request of the page holds the session's
    // reading back): the prompt must not wait for it.
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        const { pathname } = new URL(request.url);
        if (request.method === 'POST' && pathname === '/api/users/me/consent') return json(accepted);
        if (pathname === '/api/users/me') return asked++ === 0 ? json(family('2020-01-01')) : new Promise(() => undefined);
        return Promise.reject(new Error(`not served here: ${pathname}`));
      }),
    );
    let asked = 0;
    const store = createStore();
    store.dispatch(tokenReceived('a-family-token'));
    render(
      <Provider store={store}>
        <MemoryRouter>
          <ConsentPrompt />
        </MemoryRouter>
      </Provider>,
    );
    const prompt = await screen.findByRole('region', { name: 'Our privacy notice has changed' });
    fireEvent.click(screen.getByRole('button', { name: 'I have read it and accept' }));
    await waitFor(() => expect(prompt.isConnected).toBe(false));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
