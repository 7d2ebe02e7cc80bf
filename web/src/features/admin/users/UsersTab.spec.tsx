import type { UserView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { UsersTab } from './UsersTab';

const user = (n: number, admin = false, deletion?: UserView['deletion']): UserView => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  displayName: `Rowan ${n}`,
  email: `rowan${n}@example.test`,
  ...(admin ? { role: 'admin' as const } : {}),
  ...(deletion ? { deletion } : {}),
});

/** The users list pages newest first; promoting answers the changed user. Every request is kept. */
function serve() {
  const asked: Array<{ method: string; url: URL }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const url = new URL(request.url);
      asked.push({ method: request.method, url });
      if (url.pathname.endsWith('/promote')) return Promise.resolve(Response.json(user(1, true)));
      if (url.pathname === '/api/users')
        return Promise.resolve(
          Response.json([user(1), user(2, false, { scheduledFor: '2026-12-11T09:30:00.000Z' })], {
            headers: { 'x-total-count': '5000' },
          }),
        );
      return Promise.resolve(Response.json({}));
    }),
  );
  return asked;
}

describe('the Users tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('pages the users newest first with their count, and shows a promotion in the page at once', async () => {
    const asked = serve();
    render(
      <Provider store={createStore()}>
        <UsersTab />
      </Provider>,
    );
    const row = (await screen.findAllByTestId('user-row'))[0]!;
    expect(screen.getByTestId('list-count').textContent).toBe('Showing 2 of 5,000 users');
    expect(Object.fromEntries(asked.find((r) => r.url.pathname === '/api/users')!.url.searchParams)).toEqual({
      limit: '50',
      sort: '-created',
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Promote to Admin: rowan1@example.test' }));
    await within(row).findByText('admin');
    expect(asked.filter((r) => r.url.pathname === '/api/users')).toHaveLength(1);
  });

  it('shows a pending deletion and its date, and nothing for the other accounts', async () => {
    serve();
    render(
      <Provider store={createStore()}>
        <UsersTab />
      </Provider>,
    );
    const [first, second] = await screen.findAllByTestId('user-deletion');
    expect(first!.textContent).toBe('');
    expect(second!.textContent).toBe('Pending deletion on 11 December 2026');
  });

  it('asks a page again when it was still being read as a user was promoted', async () => {
    let promoted = false;
    let answerSearch: (() => void) | undefined;
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        asked.push(url);
        if (url.pathname.endsWith('/promote')) {
          promoted = true;
          return Response.json(user(1, true));
        }
        if (url.searchParams.get('q') && !answerSearch) {
          // The search was read before the promotion: its answer, held until then, is the old one.
          await new Promise<void>((resolve) => (answerSearch = resolve));
          return Response.json([user(1)], { headers: { 'x-total-count': '1' } });
        }
        return Response.json([user(1, promoted)], { headers: { 'x-total-count': '1' } });
      }),
    );
    render(
      <Provider store={createStore()}>
        <UsersTab />
      </Provider>,
    );
    const row = (await screen.findAllByTestId('user-row'))[0]!;
    fireEvent.change(screen.getByLabelText('Search by e-mail or name'), { target: { value: 'rowan1' } });
    await vi.waitFor(() => expect(answerSearch).toBeDefined());
    fireEvent.click(within(row).getByRole('button', { name: 'Promote to Admin: rowan1@example.test' }));
    await vi.waitFor(() => expect(promoted).toBe(true));
    answerSearch!();
    await vi.waitFor(() => expect(asked.filter((url) => url.searchParams.get('q') === 'rowan1')).toHaveLength(2));
    const searched = (await screen.findAllByTestId('user-row'))[0]!;
    await within(searched).findByText('admin');
  });
});
