import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StationConfig, StationConfigOverrides } from '@storystump/contracts';
import { effectiveConfig } from './config-merge.js';

const DEFAULTS: StationConfig = {
  timeZone: 'Europe/London',
  quietHours: [{ start: '22:00', end: '07:00' }],
  volume: 70,
  quietVolume: 30,
  greeting: 'Hello from the wood!',
  storyPack: 'woodland',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`) ?? [];

describe('effectiveConfig', () => {
  it('is the defaults, at their version, for a station without values of its own', () => {
    assert.deepEqual(effectiveConfig({ version: 4, config: DEFAULTS }, null), { version: 4, config: DEFAULTS });
  });

  it("puts the station's own values over the defaults and takes the later version", () => {
    const merged = effectiveConfig(
      { version: 4, config: DEFAULTS },
      { version: 9, overrides: { volume: 40, timeZone: 'Europe/Dublin', quietHours: [] } },
    );
    assert.deepEqual(merged, {
      version: 9,
      config: { ...DEFAULTS, volume: 40, quietVolume: 30, timeZone: 'Europe/Dublin', quietHours: [] },
    });
    assert.equal(effectiveConfig({ version: 12, config: DEFAULTS }, { version: 9, overrides: { volume: 40 } }).version, 12);
  });

  it('keeps an override of null (no greeting) rather than the default', () => {
    const merged = effectiveConfig({ version: 1, config: DEFAULTS }, { version: 2, overrides: { greeting: null } });
    assert.equal(merged.config.greeting, null);
  });

  it('holds a quiet volume to the volume when defaults made the volume lower', () => {
    const merged = effectiveConfig(
      { version: 5, config: { ...DEFAULTS, volume: 20 } },
      { version: 3, overrides: { quietVolume: 50 } },
    );
    assert.equal(merged.config.quietVolume, 20);
  });
});

describe('configuration validation', () => {
  it('accepts a whole configuration', () => {
    assert.equal(StationConfig.safeParse(DEFAULTS).success, true);
  });

  it('refuses times that are not HH:MM from 00:00 to 23:59', () => {
    for (const start of ['24:00', '7:00', '12:60', '12h30']) {
      const result = StationConfig.safeParse({ ...DEFAULTS, quietHours: [{ start, end: '07:00' }] });
      assert.deepEqual(messagesOf(result), ['quietHours.0.start must be a time HH:MM (00:00 to 23:59)'], start);
    }
  });

  it('refuses an unknown time zone, naming it', () => {
    const result = StationConfig.safeParse({ ...DEFAULTS, timeZone: 'Europe/Atlantis' });
    assert.deepEqual(messagesOf(result), ['timeZone must be a known time zone such as Europe/London, not "Europe/Atlantis"']);
  });

  it('refuses volumes out of 0-100 and a quiet volume above the volume', () => {
    assert.deepEqual(messagesOf(StationConfig.safeParse({ ...DEFAULTS, volume: 101 })), [
      'volume must be a whole number from 0 to 100',
    ]);
    assert.deepEqual(messagesOf(StationConfigOverrides.safeParse({ volume: 12.5 })), [
      'volume must be a whole number from 0 to 100',
    ]);
    assert.deepEqual(messagesOf(StationConfigOverrides.safeParse({ volume: 40, quietVolume: 60 })), [
      'quietVolume must be at most the volume',
    ]);
  });

  it('refuses markup and over-long greetings, and story packs that are not tags', () => {
    assert.deepEqual(messagesOf(StationConfigOverrides.safeParse({ greeting: '<b>Hi</b>' })), [
      'greeting must be plain text, without < or >',
    ]);
    assert.deepEqual(messagesOf(StationConfigOverrides.safeParse({ greeting: 'a'.repeat(141) })), [
      'greeting must be at most 140 characters',
    ]);
    assert.equal(messagesOf(StationConfigOverrides.safeParse({ storyPack: 'Winter Pack' })).length, 1);
    assert.equal(StationConfigOverrides.safeParse({ storyPack: 'woodland-winter' }).success, true);
  });
});
