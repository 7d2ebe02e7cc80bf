import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, writeThroughOutage } from './database-errors.js';

const restarting = () =>
  new QueryFailedError(
    'UPDATE x',
    [],
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  );

describe('database outages', () => {
  it('tells a database that is down or restarting from a refused request', () => {
    assert.equal(isDatabaseUnavailable(restarting()), true);
    assert.equal(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      true,
    );
    assert.equal(isDatabaseUnavailable(new Error('Connection terminated unexpectedly')), true);
    const duplicate = new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate key'), { code: '23505' }));
    assert.equal(isDatabaseUnavailable(duplicate), false);
    assert.equal(isDatabaseUnavailable(new Error('Campaign gone')), false);
  });

  it('writes through an outage: tried again until the database is back', async () => {
    let attempts = 0;
    const written = await writeThroughOutage(async () => {
      attempts++;
      if (attempts < 3) throw restarting();
      return 'recorded';
    });
    assert.equal(written, 'recorded');
    assert.equal(attempts, 3);
  });

  it('throws any other error at once, and gives up on an outage longer than it may wait', async () => {
    let attempts = 0;
    const refused = new QueryFailedError('UPDATE', [], Object.assign(new Error('bad'), { code: '22P02' }));
    await assert.rejects(
      writeThroughOutage(async () => {
        attempts++;
        throw refused;
      }),
      refused,
    );
    assert.equal(attempts, 1);
    await assert.rejects(
      writeThroughOutage(() => Promise.reject(restarting()), 150),
      /administrator command/,
    );
  });
});
