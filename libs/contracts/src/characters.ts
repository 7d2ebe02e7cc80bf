import { z } from 'zod';
import { exchange } from './exchange.js';
import { NoInput, pageLimit, requiredText, uuid } from './fields.js';
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

export interface CharacterTypeView {
  _id: string;
  characterEncryptedType: string;
  characterType: string;
}

export interface CharacterView {
  _id: string;
  /** What the account page calls it: its type and serial number. */
  name: string;
  serialNumber: string;
  characterType: string;
  owner: { _id: string; displayName: string } | null;
  createdAt: string;
}

export interface VisitView {
  _id: string;
  /**
   * `name` is the station's name when the visit happened; `currentName` is its name now (null
   * once the station is deleted, when `removed` is true).
   */
  baseStation: { _id: string; base_id: string; name: string; currentName: string | null; removed: boolean };
  visitDate: string;
}

/** How a stump's visit went, in the order it was sent. */
export type DeviceVisitResult =
  | { index: number; eventId: string; status: 'recorded' | 'duplicate'; visitId: string; characterType: string }
  | { index: number; eventId: string | null; status: 'rejected'; error: { code: string; message: string } };

export interface DeviceVisitsReply {
  recorded: number;
  duplicates: number;
  rejected: number;
  results: DeviceVisitResult[];
}

export const charactersContract = {
  [CharactersSubjects.listTypes]: exchange<CharacterTypeView[]>()(NoInput),
  [CharactersSubjects.appendType]: exchange<CharacterTypeView>()(AppendTypeInput),
  [CharactersSubjects.create]: exchange<CharacterView>()(CreateCharacterInput),
  [CharactersSubjects.listAll]: exchange<CharacterView[]>()(NoInput),
  [CharactersSubjects.listMine]: exchange<CharacterView[]>()(NoInput),
  [CharactersSubjects.assign]: exchange<CharacterView>()(AssignCharacterInput),
  [CharactersSubjects.addVisit]: exchange<VisitView>()(AddVisitInput),
  [CharactersSubjects.listVisits]: exchange<VisitView[]>()(ListVisitsInput),
  [CharactersSubjects.recordDeviceVisits]: exchange<DeviceVisitsReply>()(DeviceVisitsInput),
} as const;
