import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RepeatedLog } from './repeated-log.js';

describe('RepeatedLog', () => {
  it('logs the first failure, counts the repeats, and reports the count once per interval', () => {
    const lines: string[] = [];
    let now = 0;
    const log = new RepeatedLog(
      (line) => lines.push(line),
      10_000,
      () => now,
    );
    for (let i = 0; i < 500; i++) {
      log.record('UPSTREAM_UNAVAILABLE', () => 'GET /api/stripe/products: A service is unavailable');
      now += 10;
    }
    assert.deepEqual(lines, ['GET /api/stripe/products: A service is unavailable']);
    now += 10_000;
    log.record('UPSTREAM_UNAVAILABLE', () => 'GET /api/stripe/products: A service is unavailable');
    assert.equal(lines.length, 2);
    assert.match(lines[1]!, /\(and 499 more like it in the last 15 s\)$/);
  });

  it('keeps different kinds of failure apart', () => {
    const lines: string[] = [];
    const log = new RepeatedLog((line) => lines.push(line));
    log.record('UPSTREAM_UNAVAILABLE', () => 'unavailable');
    log.record('UPSTREAM_TIMEOUT', () => 'timeout');
    log.record('UPSTREAM_TIMEOUT', () => 'timeout');
    assert.deepEqual(lines, ['unavailable', 'timeout']);
  });
});
