import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missionProgress, type RuleOfMission, type VisitForMission } from './mission-rules.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const at = (stationId: string, iso: string): VisitForMission => ({ stationId, visitDate: new Date(iso) });
const rule = (kind: RuleOfMission['kind'], count: number, from?: string, to?: string): RuleOfMission => ({
  kind,
  count,
  from: from ? new Date(from) : null,
  to: to ? new Date(to) : null,
});
const noHosts = new Map<string, string>();

describe('missionProgress', () => {
  it('counts different stumps, not visits, for distinctStumps', () => {
    const visits = [at(A, '2026-01-01T10:00:00Z'), at(A, '2026-01-02T10:00:00Z'), at(B, '2026-01-03T10:00:00Z')];
    assert.equal(missionProgress(rule('distinctStumps', 3), visits, noHosts), 2);
    assert.equal(missionProgress(rule('distinctStumps', 3), [...visits, at(C, '2026-01-04T10:00:00Z')], noHosts), 3);
  });

  it('never goes past the goal', () => {
    const visits = [at(A, '2026-01-01T10:00:00Z'), at(B, '2026-01-02T10:00:00Z'), at(C, '2026-01-03T10:00:00Z')];
    assert.equal(missionProgress(rule('distinctStumps', 2), visits, noHosts), 2);
    assert.equal(missionProgress(rule('visitsBetween', 1), visits, noHosts), 1);
  });

  it('counts every visit from `from` to `to` for visitsBetween, both moments included', () => {
    const between = rule('visitsBetween', 10, '2026-06-01T00:00:00Z', '2026-06-30T23:59:59Z');
    const visits = [
      at(A, '2026-05-31T23:59:59.999Z'),
      at(A, '2026-06-01T00:00:00Z'),
      at(A, '2026-06-15T12:00:00Z'),
      at(B, '2026-06-30T23:59:59Z'),
      at(B, '2026-06-30T23:59:59.001Z'),
    ];
    assert.equal(missionProgress(between, visits, noHosts), 3);
  });

  it('counts visits since `from` when there is no `to`, and up to `to` when there is no `from`', () => {
    const visits = [at(A, '2026-01-01T00:00:00Z'), at(A, '2026-02-01T00:00:00Z'), at(A, '2026-03-01T00:00:00Z')];
    assert.equal(missionProgress(rule('visitsBetween', 9, '2026-02-01T00:00:00Z'), visits, noHosts), 2);
    assert.equal(missionProgress(rule('visitsBetween', 9, undefined, '2026-02-01T00:00:00Z'), visits, noHosts), 2);
    assert.equal(missionProgress(rule('visitsBetween', 9), visits, noHosts), 3);
  });

  it('keeps only the stumps visited within the dates for distinctStumps', () => {
    const visits = [at(A, '2026-06-30T23:59:59Z'), at(B, '2026-07-01T00:00:00Z'), at(C, '2026-08-01T00:00:00.001Z')];
    assert.equal(missionProgress(rule('distinctStumps', 5, '2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z'), visits, noHosts), 1);
  });

  it("counts different hosts' places through the stations' hosts for distinctHosts", () => {
    const visits = [at(A, '2026-01-01T10:00:00Z'), at(B, '2026-01-02T10:00:00Z'), at(C, '2026-01-03T10:00:00Z')];
    const hostOf = new Map([
      [A, 'host-1'],
      [B, 'host-1'],
      [C, 'host-2'],
    ]);
    assert.equal(missionProgress(rule('distinctHosts', 5), visits, hostOf), 2);
    assert.equal(missionProgress(rule('distinctHosts', 5, '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z'), visits, hostOf), 1);
  });

  it('counts no host for stations whose host is not known', () => {
    const visits = [at(A, '2026-01-01T10:00:00Z'), at(B, '2026-01-02T10:00:00Z')];
    assert.equal(missionProgress(rule('distinctHosts', 1), visits, noHosts), 0);
  });
});
