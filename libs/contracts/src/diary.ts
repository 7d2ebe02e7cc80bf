import { z } from 'zod';
import { NoInput, requiredText, uuid, wholeNumber } from './fields.js';
import { listOperation, operation, operations } from './operation.js';
import { done, id, moment } from './reply-fields.js';

/** What a mission counts: different stumps, visits within its dates, or different hosts' places. */
export const MISSION_RULE_KINDS = ['distinctStumps', 'visitsBetween', 'distinctHosts'] as const;
export type MissionRuleKind = (typeof MISSION_RULE_KINDS)[number];

const ruleMoment = () => z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' });

/** A mission's rule: `from` and `to` (both included) keep only the visits between them, for any kind. */
export const MissionRule = z
  .object({
    kind: z.enum(MISSION_RULE_KINDS, { error: `must be one of ${MISSION_RULE_KINDS.join(', ')}` }),
    count: wholeNumber(1, 10_000),
    from: ruleMoment().optional(),
    to: ruleMoment().optional(),
  })
  .refine((rule) => !rule.from || !rule.to || Date.parse(rule.from) <= Date.parse(rule.to), {
    message: 'must not be before from',
    path: ['to'],
  });
export type MissionRule = z.infer<typeof MissionRule>;

export const CreateMissionInput = z.object({
  title: requiredText(120),
  description: requiredText(1000),
  rule: MissionRule,
  /** Only characters of this type take part; every character when absent. */
  characterType: requiredText(60).optional(),
  /** The badge a finished mission shows in the diary (a short word or an emoji). */
  badge: requiredText(40).optional(),
});
export type CreateMissionInput = z.infer<typeof CreateMissionInput>;

export const MissionView = z.object({
  _id: id(),
  title: z.string(),
  description: z.string(),
  rule: z.object({
    kind: z.enum(MISSION_RULE_KINDS),
    count: z.number().int(),
    from: moment().optional(),
    to: moment().optional(),
  }),
  characterType: z.string().nullable(),
  badge: z.string().nullable(),
  createdAt: moment(),
});
export type MissionView = z.infer<typeof MissionView>;

export const MissionIdInput = z.object({ id: uuid() });
export type MissionIdInput = z.infer<typeof MissionIdInput>;

/** A character's progress on one mission: `completedAt` is set once, when it first reached its goal. */
export const MissionProgressView = z.object({
  _id: id(),
  title: z.string(),
  description: z.string(),
  progress: z.number().int(),
  goal: z.number().int(),
  completedAt: moment().nullable(),
  badge: z.string().nullable(),
});
export type MissionProgressView = z.infer<typeof MissionProgressView>;

/** A character's diary: its figures over every visit linked to it. */
export const DiaryView = z.object({
  character: z.object({ _id: id(), serialNumber: z.string(), characterType: z.string() }),
  /** Different stumps visited. */
  stumps: z.number().int(),
  /** Different hosts' places visited. */
  hosts: z.number().int(),
  /** Great-circle distance between consecutive visits, in kilometres (one decimal). */
  distanceKm: z.number(),
  firstVisitAt: moment().nullable(),
  latestVisitAt: moment().nullable(),
  /** The longest run of consecutive weeks (Monday to Sunday, UTC) with at least one visit. */
  longestWeekStreak: z.number().int(),
  /** Visits counted per month (`2026-11`), newest month first. */
  months: z.array(z.object({ month: z.string(), visits: z.number().int() })),
  missions: z.array(MissionProgressView),
});
export type DiaryView = z.infer<typeof DiaryView>;

/** One woodland friend of the shop, and how many of it the family owns (0: not yet, shown greyed out). */
export const CollectionItemView = z.object({
  characterType: z.string(),
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  owned: z.number().int(),
});
export type CollectionItemView = z.infer<typeof CollectionItemView>;

/** Whether the family is mailed when one of its characters finishes a mission (on unless they turned it off). */
export const MissionMailsChoice = z.object({ send: z.boolean({ error: 'must be true or false' }) });
export type MissionMailsChoice = z.infer<typeof MissionMailsChoice>;

export const DiaryOps = operations('characters', 'diary', {
  get: operation(z.object({ id: uuid() }), DiaryView, {
    method: 'GET',
    path: 'characters/:id/diary',
    access: 'user',
    summary: "A character's diary: stumps, hosts, distance, streak, months and missions (its owner or an admin)",
    tag: 'characters',
  }),
  collection: listOperation(NoInput, CollectionItemView, {
    method: 'GET',
    path: 'characters/collection',
    access: 'user',
    summary: "The shop's woodland friends, each with how many of it the signed-in family owns",
    tag: 'characters',
  }),
  missionMails: operation(NoInput, MissionMailsChoice, {
    method: 'GET',
    path: 'characters/mission-mails',
    access: 'user',
    summary: 'Whether the signed-in family is mailed when a character finishes a mission',
    tag: 'characters',
  }),
  setMissionMails: operation(MissionMailsChoice, MissionMailsChoice, {
    method: 'PUT',
    path: 'characters/mission-mails',
    access: 'user',
    summary: 'Turn the mails about finished missions on or off for the signed-in family',
    tag: 'characters',
    body: MissionMailsChoice,
  }),
});

export const MissionOps = operations('characters', 'missions', {
  create: operation(CreateMissionInput, MissionView, {
    method: 'POST',
    path: 'missions',
    access: 'admin',
    summary: 'Define a mission characters make progress on with their visits (admin)',
    tag: 'characters',
    body: CreateMissionInput,
  }),
  list: listOperation(NoInput, MissionView, {
    method: 'GET',
    path: 'missions',
    access: 'admin',
    summary: 'Every mission, newest first (admin)',
    tag: 'characters',
  }),
  delete: operation(MissionIdInput, done('deleted'), {
    method: 'DELETE',
    path: 'missions/:id',
    access: 'admin',
    summary: "Delete a mission and every character's progress on it (admin)",
    tag: 'characters',
  }),
});

/** A character reached a mission's goal: sent once per character and mission. */
export interface MissionCompletedEvent {
  characterId: string;
  characterType: string;
  serialNumber: string;
  mission: { id: string; title: string; badge: string | null };
  completedAt: string;
  /** Whom to mail; null when the family turned these mails off or its address is not known. */
  family: { email: string; displayName: string } | null;
}
