import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../app/store';
import { MissingStoryPacks } from './MissingStoryPacks';

function serve(reply: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/api/fleet/story-packs' ? Response.json(reply) : Response.json({}, { status: 404 }),
    ),
  );
}

const renderList = () =>
  render(
    <Provider store={createStore()}>
      <MissingStoryPacks refreshMs={60_000} />
    </Provider>,
  );

describe('the story packs of the fleet', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the stumps missing their pack, and says how many never reported theirs', async () => {
    serve({
      missing: 1,
      unknown: 3,
      stations: [
        {
          baseStationId: '00000000-0000-4000-8000-000000000001',
          base_id: 'stump-7',
          friendly_name: 'Hazel Nook',
          storyPack: 'autumn-owls',
          storyPacks: ['winter-tales', 'spring-songs'],
          reportedAt: new Date().toISOString(),
        },
      ],
    });
    renderList();
    const [row] = await screen.findAllByTestId('missing-story-pack');
    expect([...row!.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'Hazel Nook (stump-7)',
      'autumn-owls',
      'winter-tales, spring-songs',
    ]);
    expect(screen.getByText('1 stump is missing the story pack its configuration asks for.')).toBeTruthy();
    expect(screen.getByTestId('story-packs-unknown').textContent).toBe(
      '3 stumps have never reported their story packs: unknown, not counted as missing.',
    );
  });

  it('says when every reporting stump holds its pack', async () => {
    serve({ missing: 0, unknown: 0, stations: [] });
    renderList();
    expect(
      await screen.findByText('Every stump that reported its story packs holds the one its configuration asks for.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('story-packs-unknown')).toBeNull();
  });
});
