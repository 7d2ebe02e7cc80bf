import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { StationConfig } from '@storystump/contracts';
import { configChanges } from './config-audit.js';

const DEFAULTS: StationConfig = {
  timeZone: 'Europe/London',
  quietHours: [{ start: '22:00', end: '07:00' }],
  volume: 70,
  quietVolume: 30,
  greeting: 'Hello from the wood!',
  storyPack: 'woodland',
};

describe('configChanges', () => {
  it('names each field that changed with its new value, in the form’s order', () => {
    assert.equal(
      configChanges(DEFAULTS, {
        ...DEFAULTS,
        storyPack: 'autumn-owls',
        volume: 40,
        quietHours: [
          { start: '21:00', end: '07:30' },
          { start: '12:00', end: '13:00' },
        ],
        greeting: 'Hi, "owls"',
      }),
      'quietHours 21:00-07:30, 12:00-13:00, volume 40, greeting "Hi, \\"owls\\"", storyPack autumn-owls',
    );
  });

  it('says what an emptied value now is', () => {
    assert.equal(
      configChanges(DEFAULTS, { ...DEFAULTS, quietHours: [], quietVolume: null, greeting: null }),
      'quietHours none, quietVolume the volume, greeting none',
    );
  });

  it("says which of a station's own values went back to the default, and when nothing changed", () => {
    assert.equal(configChanges({ volume: 30, storyPack: 'winter' }, { volume: 35 }), 'volume 35, storyPack back to the default');
    assert.equal(configChanges({ volume: 30 }, { volume: 30 }), 'nothing');
  });
});
