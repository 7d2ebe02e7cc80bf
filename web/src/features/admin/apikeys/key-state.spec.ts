import type { ApiKeyView } from '@storystump/contracts';
import { describe, expect, it } from 'vitest';
import { keyStateOf } from './key-state';

// Noon in the reader's own time zone, as the dates shown are.
const NOW = new Date(2026, 4, 1, 12, 0).getTime();
const key = (fields: Partial<ApiKeyView> = {}): ApiKeyView => ({
  _id: '00000000-0000-4000-8000-000000000001',
  prefix: 'ssk_abcdefgh',
  baseStation: null,
  assignedVersion: null,
  createdAt: '2026-04-01T00:00:00.000Z',
  revoked: false,
  successorOf: null,
  acceptedUntil: null,
  ...fields,
});
const until = (ms: number) => new Date(NOW + ms).toISOString();

describe('the state a key list shows', () => {
  it('says revoked before anything else', () => {
    expect(keyStateOf(key({ revoked: true, acceptedUntil: until(60_000) }), NOW)).toBe('Revoked');
  });

  it('says a rotated key is accepted until its window ends, and replaced after', () => {
    expect(keyStateOf(key({ acceptedUntil: until(60_000) }), NOW)).toBe('Rotated: accepted until 1 May 2026, 12:01');
    expect(keyStateOf(key({ acceptedUntil: until(0) }), NOW)).toBe('Replaced');
  });

  it("names a successor while its predecessor's window lasts, and calls it active after", () => {
    const successorOf = { _id: '00000000-0000-4000-8000-000000000002', prefix: 'ssk_oldoldol', acceptedUntil: until(60_000) };
    expect(keyStateOf(key({ successorOf }), NOW)).toBe('Successor of ssk_oldoldol… (both accepted until 1 May 2026, 12:01)');
    expect(keyStateOf(key({ successorOf: { ...successorOf, acceptedUntil: until(-1) } }), NOW)).toBe('Active');
    expect(keyStateOf(key(), NOW)).toBe('Active');
  });
});
