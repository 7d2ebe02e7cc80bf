import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createStore } from '../../app/store';
import { RequireAuth, type FromState } from './RequireAuth';

function LoginProbe() {
  const from = (useLocation().state as FromState | null)?.from;
  return <p>login page, from {from?.pathname}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <LoginProbe /> },
      {
        path: '/account',
        element: (
          <RequireAuth>
            <p>account page</p>
          </RequireAuth>
        ),
      },
      {
        path: '/admin',
        element: (
          <RequireAuth admin>
            <p>admin page</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const profile = (role?: 'admin') =>
  vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ _id: 'u1', displayName: 'Fern', email: 'f@example.test', ...(role ? { role } : {}) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );

describe('RequireAuth', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a token to /login, remembering where they were going', async () => {
    renderAt('/account');
    expect(await screen.findByText('login page, from /account')).toBeTruthy();
  });

  it("shows 'Loading...' while the token's user is not loaded yet", () => {
    localStorage.setItem('token', 't');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderAt('/account');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('shows the page once the user is loaded', async () => {
    localStorage.setItem('token', 't');
    vi.stubGlobal('fetch', profile());
    renderAt('/account');
    expect(await screen.findByText('account page')).toBeTruthy();
  });

  it('sends a non-admin away from an admin page to /', async () => {
    localStorage.setItem('token', 't');
    vi.stubGlobal('fetch', profile());
    renderAt('/admin');
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('lets an admin in', async () => {
    localStorage.setItem('token', 't');
    vi.stubGlobal('fetch', profile('admin'));
    renderAt('/admin');
    expect(await screen.findByText('admin page')).toBeTruthy();
  });
});
