import { sameWoodlandFriend, type MissionView } from '@storystump/contracts';
import type { MissionEntity } from './mission.entity.js';
import type { RuleOfMission } from './mission-rules.js';

export const toMissionView = (mission: MissionEntity): MissionView => ({
  _id: mission.id,
  title: mission.title,
  description: mission.description,
  rule: {
    kind: mission.ruleKind,
    count: mission.ruleCount,
    ...(mission.ruleFrom ? { from: mission.ruleFrom.toISOString() } : {}),
    ...(mission.ruleTo ? { to: mission.ruleTo.toISOString() } : {}),
  },
  characterType: mission.characterType,
  badge: mission.badge,
  createdAt: mission.createdAt.toISOString(),
});

export const ruleOf = (mission: MissionEntity): RuleOfMission => ({
  kind: mission.ruleKind,
  count: mission.ruleCount,
  from: mission.ruleFrom,
  to: mission.ruleTo,
});

/** Whether a character of this type takes part in the mission. */
export const takesPart = (mission: MissionEntity, characterType: string) =>
  mission.characterType === null || sameWoodlandFriend(mission.characterType, characterType);
