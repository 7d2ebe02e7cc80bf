import { z } from 'zod';
import { exchange, listExchange } from './exchange.js';
import { NoInput, pageLimit, requiredText, uuid } from './fields.js';
import { id, moment } from './reply-fields.js';
import { DEFAULT_VISITS_PAGE, MAX_VISITS_PAGE, MAX_VISITS_PER_BATCH } from './limits.js';

/** The characters service's request subjects: `characters.<entity>.<verb>`. */
export const CharactersSubjects = {
  listTypes: 'characters.types.list',
  appendType: 'characters.types.append',
  create: 'characters.characters.create',
  listAll: 'characters.characters.list-all',
  listMine: 'characters.characters.list-mine',
  assign: 'characters.characters.assign',
  addVisit: 'characters.visits.add',
  listVisits: 'characters.visits.list',
  recordDeviceVisits: 'characters.visits.record-device',
} as const;

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

export const AssignCharacterInput = z.object({ serialNumber: serialNumber(), userId: uuid() });
export type AssignCharacterInput = z.infer<typeof AssignCharacterInput>;

export const AddVisitBody = z.object({ serialNumber: serialNumber() });
export const AddVisitInput = AddVisitBody.extend({ baseStationId: uuid() });
export type AddVisitInput = z.infer<typeof AddVisitInput>;

/** A page of a character's visits: newest first, `before` a visit's `_id` or a date and time. */
export const VisitsQuery = z.object({
  limit: pageLimit(MAX_VISITS_PAGE, DEFAULT_VISITS_PAGE),
  before: z
    .union([z.uuid(), z.iso.datetime({ offset: true })], {
      error: "must be a visit's _id or an ISO 8601 date and time",
    })
    .optional(),
});
export type VisitsQuery = z.infer<typeof VisitsQuery>;

export const ListVisitsInput = VisitsQuery.extend({ id: uuid() });
export type ListVisitsInput = z.infer<typeof ListVisitsInput>;

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
});
export type DeviceVisitsInput = z.infer<typeof DeviceVisitsInput>;

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
  createdAt: moment(),
});
export type CharacterView = z.infer<typeof CharacterView>;

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

export const charactersContract = {
  [CharactersSubjects.listTypes]: listExchange(NoInput, CharacterTypeView),
  [CharactersSubjects.appendType]: exchange(AppendTypeInput, CharacterTypeView),
  [CharactersSubjects.create]: exchange(CreateCharacterInput, CharacterView),
  [CharactersSubjects.listAll]: listExchange(NoInput, CharacterView),
  [CharactersSubjects.listMine]: listExchange(NoInput, CharacterView),
  [CharactersSubjects.assign]: exchange(AssignCharacterInput, CharacterView),
  [CharactersSubjects.addVisit]: exchange(AddVisitInput, VisitView),
  [CharactersSubjects.listVisits]: listExchange(ListVisitsInput, VisitView),
  [CharactersSubjects.recordDeviceVisits]: exchange(DeviceVisitsInput, DeviceVisitsReply),
} as const;

/** The characters service's domain events: `characters.events.<entity>.<verb>`. */
export const CharactersEvents = {
  visitsRecorded: 'characters.events.visits.recorded',
} as const;

/** Visits recorded together (a stump's batch, or one an admin added), with their station as it was called then. */
export interface VisitsRecordedEvent {
  station: { id: string; baseId: string; name: string };
  visits: { id: string; occurredAt: string }[];
}

export interface CharactersEventPayloads {
  [CharactersEvents.visitsRecorded]: VisitsRecordedEvent;
}
