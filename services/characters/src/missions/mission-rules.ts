import type { MissionRuleKind } from '@storystump/contracts';
import { countDistinctHosts } from '../hosts/station-hosts.js';

export interface RuleOfMission {
  kind: MissionRuleKind;
  count: number;
  from: Date | null;
  to: Date | null;
}

export interface VisitForMission {
  stationId: string;
  visitDate: Date;
}

/**
 * How far a character's visits take it on a mission, at most its goal. Only the visits from
 * `from` to `to` count, both moments included.
 */
export function missionProgress(
  rule: RuleOfMission,
  visits: readonly VisitForMission[],
  hostOf: ReadonlyMap<string, string>,
): number {
  const counted = visits.filter(
    (visit) =>
      (!rule.from || visit.visitDate.getTime() >= rule.from.getTime()) &&
      (!rule.to || visit.visitDate.getTime() <= rule.to.getTime()),
  );
  const reached =
    rule.kind === 'visitsBetween'
      ? counted.length
      : rule.kind === 'distinctStumps'
        ? new Set(counted.map((visit) => visit.stationId)).size
        : countDistinctHosts(
            counted.map((visit) => visit.stationId),
            hostOf,
          );
  return Math.min(reached, rule.count);
}
