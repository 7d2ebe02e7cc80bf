import { DiaryOps, MissionOps, type MissionCompletedEvent } from './diary.js';
import { CharactersFamilyDataOps } from './family-export.js';
import { JourneyShareOps } from './journey-shares.js';
import { z } from 'zod';
import { contractOf, listOperation, operation, operations, pagedQuery, pageOperation } from './operation.js';
import { cursorParameter, pageLimitParameter, pageQueryDescriptions, PageReply, paging } from './paging.js';
import { NoInput, requiredText, uuid } from './fields.js';
import { CharacterPrivacyOps } from './privacy.js';
import { id, moment } from './reply-fields.js';
import { DEFAULT_VISITS_PAGE, MAX_DRIFTING_CLOCKS, MAX_VISITS_PAGE, MAX_VISITS_PER_BATCH } from './limits.js';

const serialNumber = () => requiredText(64);

export const AppendTypeInput = z.object({
  characterEncryptedType: requiredText(128),
  characterType: requiredText(60),
});
export type AppendTypeInput = z.infer<typeof AppendTypeInput>;

export const CreateCharacterInput = z.object({
  encryptedCharacterType: requiredText(128),
  serialNumber: serialNumber(),
});
export type CreateCharacterInput = z.infer<typeof CreateCharacterInput>;

/** What a family types from the box: the serial number and its claim code (any case, spaces and dashes ignored). */
export const ClaimCharacterInput = z.object({ serialNumber: serialNumber(), claimCode: requiredText(40) });
export type ClaimCharacterInput = z.infer<typeof ClaimCharacterInput>;

export const AssignCharacterInput = z.object({ serialNumber: serialNumber(), userId: uuid() });
export type AssignCharacterInput = z.infer<typeof AssignCharacterInput>;

export const AddVisitBody = z.object({ serialNumber: serialNumber() });
export const AddVisitInput = AddVisitBody.extend({ baseStationId: uuid() });
export type AddVisitInput = z.infer<typeof AddVisitInput>;

/**
 * A character's visits: the whole list, or with any of these a page at a time, newest first.
 * `cursor` comes from the previous page's Link header; `before` (a visit's `_id` or a date and
 * time) still starts a page after a given visit or moment.
 */
export const VisitsQuery = z.object({
  limit: pageLimitParameter(),
  cursor: cursorParameter(),
  before: z
    .union([z.uuid(), z.iso.datetime({ offset: true })], {
      error: "must be a visit's _id or an ISO 8601 date and time",
    })
    .optional(),
});
export type VisitsQuery = z.infer<typeof VisitsQuery>;

/** The query parameters that ask for a page of visits rather than the whole list. */
export const VISITS_PAGING_PARAMETERS = ['limit', 'cursor', 'before'] as const satisfies readonly (keyof VisitsQuery)[];

export const ListVisitsInput = VisitsQuery.extend({ id: uuid() });
export type ListVisitsInput = z.infer<typeof ListVisitsInput>;

export const CharacterIdInput = z.object({ id: uuid() });
export type CharacterIdInput = z.infer<typeof CharacterIdInput>;

/** One visit a stump saw. Checked item by item, so one bad record never holds back the rest. */
export const DeviceVisit = z.object({
  eventId: uuid(),
  serialNumber: serialNumber(),
  occurredAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' }),
});
export type DeviceVisit = z.infer<typeof DeviceVisit>;

export const DeviceVisitsInput = z.object({
  visits: z
    .array(z.unknown(), { error: 'must be a list of visits' })
    .min(1, 'must not be empty')
    .max(MAX_VISITS_PER_BATCH, `must have at most ${MAX_VISITS_PER_BATCH} visits`),
  /** The stump's own clock when it sent the batch: a stump whose clock is off has its visits' times corrected. */
  sentAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' }).optional(),
});
export type DeviceVisitsInput = z.infer<typeof DeviceVisitsInput>;

/** A stump whose clock was found off by more than a minute, as its latest batch measured it. */
export const DriftingClockView = z.object({
  baseStationId: id(),
  base_id: z.string(),
  friendly_name: z.string(),
  /** How far its clock was behind the platform's, in seconds (negative: ahead). */
  offsetSeconds: z.number().int(),
  /** When that batch arrived. */
  seenAt: moment(),
});
export type DriftingClockView = z.infer<typeof DriftingClockView>;

export const DriftingClocksReply = z.object({
  /** How many stumps' clocks drift. */
  drifting: z.number().int(),
  stations: z.array(DriftingClockView),
});
export type DriftingClocksReply = z.infer<typeof DriftingClocksReply>;

export const CharacterTypeView = z.object({
  _id: id(),
  characterEncryptedType: z.string(),
  characterType: z.string(),
});
export type CharacterTypeView = z.infer<typeof CharacterTypeView>;

export const CharacterView = z.object({
  _id: id(),
  /** What the account page calls it: its type and serial number. */
  name: z.string(),
  serialNumber: z.string(),
  characterType: z.string(),
  owner: z.object({ _id: id(), displayName: z.string() }).nullable(),
  /** Its visits are kept as its history: its owner may pause that, and visits are then only counted. */
  keepHistory: z.boolean(),
  createdAt: moment(),
});
export type CharacterView = z.infer<typeof CharacterView>;

/** Whether a character's visits are kept as its history from now on. */
export const HistoryChoice = z.object({ keep: z.boolean({ error: 'must be true or false' }) });
export const SetHistoryInput = HistoryChoice.extend({ id: uuid() });
export type SetHistoryInput = z.infer<typeof SetHistoryInput>;

/** The jobs of the characters service. */
export const CharactersQueues = {
  /** Unlinks visits older than the retention period from their characters. */
  forgetOldVisits: 'characters.forget-old-visits',
} as const;

export interface CharactersQueuePayloads {
  [CharactersQueues.forgetOldVisits]: Record<string, never>;
}

/** A character as admins see it: with the claim code printed in its box, which lets a family add it to their account. */
export const AdminCharacterView = CharacterView.extend({
  claimCode: z.string().describe('Printed in the box: with the serial number, it adds the character to an account'),
});
export type AdminCharacterView = z.infer<typeof AdminCharacterView>;

export const VisitView = z.object({
  _id: id(),
  /**
   * `name` is the station's name when the visit happened; `currentName` is its name now (null
   * once the station is deleted, when `removed` is true).
   */
  baseStation: z.object({
    _id: id(),
    base_id: z.string(),
    name: z.string(),
    currentName: z.string().nullable(),
    removed: z.boolean(),
  }),
  visitDate: moment(),
});
export type VisitView = z.infer<typeof VisitView>;

export const VisitsPage = PageReply(VisitView);
export type VisitsPage = z.infer<typeof VisitsPage>;

/**
 * A stump a character has visited, with all its visits there counted: the journey map draws one
 * marker for each. `name` is the station's name now (its last known one once it is deleted);
 * the position is null while it is not known (a station deleted before its position was).
 */
export const VisitedPlaceView = z.object({
  baseStation: z.object({ _id: id(), base_id: z.string(), name: z.string(), removed: z.boolean() }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  visits: z.number().int().min(1),
  firstVisit: moment(),
  lastVisit: moment(),
});
export type VisitedPlaceView = z.infer<typeof VisitedPlaceView>;

/** How a stump's visit went, in the order it was sent. */
export const DeviceVisitResult = z.union([
  z.object({
    index: z.number().int(),
    eventId: z.string(),
    status: z.enum(['recorded', 'duplicate']),
    visitId: id(),
    characterType: z.string(),
  }),
  z.object({
    index: z.number().int(),
    eventId: z.string().nullable(),
    status: z.literal('rejected'),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);
export type DeviceVisitResult = z.infer<typeof DeviceVisitResult>;

export const DeviceVisitsReply = z.object({
  recorded: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  results: z.array(DeviceVisitResult),
});
export type DeviceVisitsReply = z.infer<typeof DeviceVisitsReply>;

export const CharacterTypeOps = operations('characters', 'types', {
  list: listOperation(NoInput, CharacterTypeView, {
    method: 'GET',
    path: 'characterTypes',
    access: 'admin',
    summary: 'Every character type',
    tag: 'characters',
  }),
  append: operation(AppendTypeInput, CharacterTypeView, {
    method: 'POST',
    path: 'characterTypes/appendtype',
    access: 'admin',
    summary: 'Add a character type',
    tag: 'characters',
    body: AppendTypeInput,
  }),
});

export const CharacterPaging = paging({
  sorts: ['created', 'serial'],
  defaultSort: '-created',
  searches: "the serial number and the owner's e-mail and name",
});
const CharacterListQuery = pagedQuery(z.object({}), CharacterPaging);
export const MyCharacterPaging = paging({
  sorts: ['created', 'serial'],
  defaultSort: '-created',
  searches: 'the serial number and the character type',
});
const MyCharacterListQuery = pagedQuery(z.object({}), MyCharacterPaging);

export const CharacterOps = operations('characters', 'characters', {
  create: operation(CreateCharacterInput, AdminCharacterView, {
    method: 'POST',
    path: 'characters/createAsAdmin',
    access: 'admin',
    summary: 'Create a character',
    tag: 'characters',
    body: CreateCharacterInput,
  }),
  listAll: listOperation(CharacterListQuery.optional(), AdminCharacterView, {
    method: 'GET',
    path: 'characters/all',
    access: 'admin',
    summary: 'Every character (admin); a page of them with any of limit, cursor, q, sort',
    tag: 'characters',
    query: CharacterListQuery,
    queryDescriptions: pageQueryDescriptions(CharacterPaging),
  }),
  listAllPage: pageOperation(z.object({}), AdminCharacterView, CharacterPaging),
  listMine: listOperation(MyCharacterListQuery.optional(), CharacterView, {
    method: 'GET',
    path: 'characters',
    access: 'user',
    summary: "The signed-in user's characters; a page of them with any of limit, cursor, q, sort",
    tag: 'characters',
    query: MyCharacterListQuery,
    queryDescriptions: pageQueryDescriptions(MyCharacterPaging),
  }),
  listMinePage: pageOperation(z.object({}), CharacterView, MyCharacterPaging),
  setHistory: operation(SetHistoryInput, CharacterView, {
    method: 'PUT',
    path: 'characters/:id/history',
    access: 'user',
    summary: 'Keep a history of where a character has been, or pause it (its owner only)',
    tag: 'characters',
    body: HistoryChoice,
  }),
  claim: operation(ClaimCharacterInput, CharacterView, {
    method: 'POST',
    path: 'characters/claim',
    access: 'user',
    summary: "Add a character to the signed-in user's account with the serial number and claim code from its box",
    tag: 'characters',
    status: 200,
    rateLimits: ['claim', 'claimFromAddress'],
    body: ClaimCharacterInput,
  }),
  assign: operation(AssignCharacterInput, CharacterView, {
    method: 'POST',
    path: 'characters/addToUser',
    access: 'admin',
    summary: 'Give a character to a user',
    tag: 'characters',
    status: 200,
    body: AssignCharacterInput,
  }),
});

export const VisitOps = operations('characters', 'visits', {
  add: operation(AddVisitInput, VisitView, {
    method: 'POST',
    path: 'characters/visit/:baseStationId',
    access: 'admin',
    summary: 'Record a visit of a character to a station',
    tag: 'characters',
    body: AddVisitBody,
  }),
  list: listOperation(ListVisitsInput, VisitView, {
    method: 'GET',
    path: 'characters/:id/visits',
    access: 'user',
    summary: "A character's visits, newest first: all of them, or a page at a time",
    tag: 'characters',
    query: VisitsQuery,
    queryDescriptions: {
      limit: `Visits in this page (default ${DEFAULT_VISITS_PAGE}, at most ${MAX_VISITS_PAGE}); without any paging parameter, every visit`,
      cursor: "The next page, as the previous page's Link header gives it",
      before: "Only visits older than this: the _id of the previous page's last visit, or a date and time",
    },
  }),
  /** A page of them, newest first, keyset on the visit's moment and id: the list route's answer when a page is asked for. */
  listPage: {
    input: ListVisitsInput,
    reply: VisitsPage,
    inPieces: 'page' as const,
    askedBy: VISITS_PAGING_PARAMETERS,
    http: undefined,
  },
  places: listOperation(CharacterIdInput, VisitedPlaceView, {
    method: 'GET',
    path: 'characters/:id/places',
    access: 'user',
    summary: 'The stumps a character has visited, each with its visits counted, first and last, most recent first',
    tag: 'characters',
  }),
  recordDevice: operation(DeviceVisitsInput, DeviceVisitsReply, {
    method: 'POST',
    path: 'device/v1/visits',
    access: 'device',
    summary: "A batch of characters' visits seen by the station",
    tag: 'device',
    status: 200,
    rateLimits: ['device'],
    body: DeviceVisitsInput,
  }),
  driftingClocks: operation(NoInput, DriftingClocksReply, {
    method: 'GET',
    path: 'fleet/clocks',
    access: 'admin',
    summary: `The stumps whose clocks drift: their latest batch found them off by more than a minute, the ${MAX_DRIFTING_CLOCKS} most recent first (admin)`,
    tag: 'fleet',
  }),
});

export const charactersContract = contractOf(
  CharacterTypeOps,
  CharacterOps,
  VisitOps,
  CharacterPrivacyOps,
  CharactersFamilyDataOps,
  DiaryOps,
  MissionOps,
  JourneyShareOps,
);

/** The characters service's domain events: `characters.events.<entity>.<verb>`. */
export const CharactersEvents = {
  visitsRecorded: 'characters.events.visits.recorded',
  missionCompleted: 'characters.events.missions.completed',
} as const;

/** Visits recorded together (a stump's batch, or one an admin added), with their station as it was called then. */
export interface VisitsRecordedEvent {
  station: { id: string; baseId: string; name: string };
  visits: { id: string; occurredAt: string }[];
}

export interface CharactersEventPayloads {
  [CharactersEvents.visitsRecorded]: VisitsRecordedEvent;
  [CharactersEvents.missionCompleted]: MissionCompletedEvent;
}
