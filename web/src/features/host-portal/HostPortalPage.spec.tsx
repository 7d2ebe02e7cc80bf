import { addDays } from '@storystump/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { hostPortalApi } from './host-portal.api';
import { HostPortalPage } from './HostPortalPage';

const TOKEN = `00000000-0000-4000-8000-000000000000.1.${'A'.repeat(43)}`;
const NOT_VALID = 'This link is not valid: ask for a new one';

function renderPortal() {
  const store = createStore();
  const router = createMemoryRouter([{ path: '/host/:token', element: <HostPortalPage /> }], {
    initialEntries: [`/host/${TOKEN}`],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

describe('the host portal page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says a link is not valid, and keeps saying it while the portal is asked again', async () => {
    const answers = [Response.json({ message: NOT_VALID, code: 'HOST_LINK_NOT_VALID' }, { status: 404 })];
    // The first answer is the 404; the next question is never answered.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answers.shift() ?? new Promise<Response>(() => undefined)),
    );
    const store = renderPortal();
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_VALID);

    const today = new Date().toISOString().slice(0, 10);
    const again = store.dispatch(
      hostPortalApi.endpoints.hostPortal.initiate(
        { token: TOKEN, startDate: addDays(today, -27), endDate: today },
        { forceRefetch: true },
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('alert').textContent).toBe(NOT_VALID);
    expect(screen.queryByText('Loading your stumps...')).toBeNull();
    again.unsubscribe();
  });
});
