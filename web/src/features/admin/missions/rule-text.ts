import type { MissionRuleKind, MissionView } from '@storystump/contracts';
import { formatMoment } from '../../../ui/dates';

export const RULE_LABELS: Record<MissionRuleKind, string> = {
  distinctStumps: 'Different stumps',
  visitsBetween: 'Visits',
  distinctHosts: "Different hosts' places",
};

const day = (at: string) => formatMoment(at);

/** A mission's rule as the Missions tab lists it: "3 different stumps, from … to …". */
export function ruleText(rule: MissionView['rule']): string {
  const what = `${rule.count} × ${RULE_LABELS[rule.kind].toLowerCase()}`;
  if (rule.from && rule.to) return `${what}, from ${day(rule.from)} to ${day(rule.to)}`;
  if (rule.from) return `${what}, from ${day(rule.from)}`;
  if (rule.to) return `${what}, until ${day(rule.to)}`;
  return what;
}
