import type { CharacterView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { HistoryChoice } from './HistoryChoice';

const owl = (keepHistory: boolean): CharacterView => ({
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'owl (SN-OWL-1)',
  serialNumber: 'SN-OWL-1',
  characterType: 'owl',
  owner: { _id: '00000000-0000-4000-8000-0000000000aa', displayName: 'Ada' },
  keepHistory,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** The gateway: records what was sent, answers with the given status and body. */
function answer(status: number, body: unknown) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().json() });
      return Response.json(body, { status });
    }),
  );
  return sent;
}

const renderChoice = (character: CharacterView) =>
  render(
    <Provider store={createStore()}>
      <HistoryChoice character={character} />
    </Provider>,
  );

describe('HistoryChoice', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks for the character's history to be paused when the family unticks it", async () => {
    const sent = answer(200, owl(false));
    renderChoice(owl(true));
    const box = screen.getByRole('checkbox', { name: 'Keep a history of where owl (SN-OWL-1) has been' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('history-paused')).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/characters/00000000-0000-4000-8000-000000000001/history',
      body: { keep: false },
    });
  });

  it("says that history is paused, and the server's message when a change is refused", async () => {
    answer(403, { code: 'FORBIDDEN', message: 'You may only change the history of your own characters' });
    renderChoice(owl(false));
    expect(screen.getByTestId('history-paused').textContent).toContain('History is paused');
    fireEvent.click(screen.getByRole('checkbox'));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: You may only change the history of your own characters');
  });
});
