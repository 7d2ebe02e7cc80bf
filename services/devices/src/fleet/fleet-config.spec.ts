import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFleetConfig } from './fleet-config.js';

describe('how long hours of health are kept', () => {
  it('keeps them 35 days unless told', () => {
    assert.equal(readFleetConfig({}).healthHoursRetentionDays, 35);
    assert.equal(readFleetConfig({ HEALTH_HOURS_RETENTION_DAYS: '400' }).healthHoursRetentionDays, 400);
  });

  it('refuses fewer days than the health route answers', () => {
    assert.throws(
      () => readFleetConfig({ HEALTH_HOURS_RETENTION_DAYS: '30' }),
      /HEALTH_HOURS_RETENTION_DAYS must be at least 31, got "30"/,
    );
    assert.equal(readFleetConfig({ HEALTH_HOURS_RETENTION_DAYS: '31' }).healthHoursRetentionDays, 31);
    assert.throws(() => readFleetConfig({ HEALTH_HOURS_RETENTION_DAYS: 'a month' }), /must be a positive whole number/);
  });
});
