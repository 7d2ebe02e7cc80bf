import type { ApiKeyView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { ApiKeysTab } from './ApiKeysTab';

const key = (n: number, revoked = false): ApiKeyView => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  prefix: `ssk_key${n}`,
  baseStation: { _id: `00000000-0000-4000-8000-10000000000${n}`, base_id: `oak-${n}` },
  assignedVersion: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  revoked,
});

/** Three keys, the last revoked already; each revoke is kept and answered. */
function serve() {
  const revoked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/apikeys/revoke/')) {
        revoked.push(pathname.split('/').at(-1)!);
        return Promise.resolve(Response.json({ message: 'API key revoked' }));
      }
      if (pathname === '/api/apikeys')
        return Promise.resolve(Response.json([key(1), key(2), key(3, true)], { headers: { 'x-total-count': '3' } }));
      return Promise.resolve(Response.json([]));
    }),
  );
  return revoked;
}

describe('the API Keys tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('revokes every selected active key at once, after asking', async () => {
    const revoked = serve();
    render(
      <Provider store={createStore()}>
        <ApiKeysTab />
      </Provider>,
    );
    await screen.findAllByTestId('apikey-row');
    const revokeSelected = () => screen.getByRole('button', { name: /^Revoke selected/ });
    expect(revokeSelected().textContent).toBe('Revoke selected (0)');
    expect((revokeSelected() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select every active key shown'));
    expect(revokeSelected().textContent).toBe('Revoke selected (2)');
    expect(screen.queryByLabelText('Select ssk_key3')).toBeNull();
    fireEvent.click(revokeSelected());
    // jsdom opens no modal <dialog>: it is found among the hidden elements.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Are you sure you want to revoke these 2 API keys?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm', hidden: true }));
    await screen.findByText('2 API keys revoked.');
    expect(revoked.sort()).toEqual([key(1)._id, key(2)._id]);
  });
});
