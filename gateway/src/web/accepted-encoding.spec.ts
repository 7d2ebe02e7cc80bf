import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preferredEncoding } from './accepted-encoding.js';

const ours = ['br', 'gzip', 'identity'] as const;

describe('the encoding a client prefers', () => {
  it('never picks one it weighs q=0, and weighs the others by their q', () => {
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'identity'],
      ['', 'identity'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.2, gzip;q=0.9', 'gzip'],
      ['gzip;q=0.9, br', 'br'],
      ['br;q=0, gzip;q=0', 'identity'],
      ['*', 'br'],
      ['*, br;q=0', 'gzip'],
      ['*;q=0, identity', 'identity'],
      ['br;q=nonsense, gzip', 'gzip'],
      ['deflate', 'identity'],
    ];
    for (const [header, expected] of cases) assert.equal(preferredEncoding(header, ours), expected, String(header));
  });

  it('picks only among what it has', () => {
    assert.equal(preferredEncoding('br, gzip;q=0.5', ['gzip', 'identity'] as const), 'gzip');
  });
});
