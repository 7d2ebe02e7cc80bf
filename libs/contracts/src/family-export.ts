import { z } from 'zod';
import { NoInput, text, uuid } from './fields.js';
import { listOperation, operation, operations } from './operation.js';
import { id, moment } from './reply-fields.js';

/**
 * A family's data export: identity keeps the request and assembles the archive in a job, asking
 * every service that holds data about the user for its part.
 */
export const FamilyExportEvents = {
  /** The archive is ready: marketing mails the family its signed link. */
  ready: 'identity.events.family-export.ready',
} as const;

export const FamilyExportQueues = {
  assemble: 'identity.assemble-family-export',
} as const;

export interface FamilyExportQueuePayloads {
  [FamilyExportQueues.assemble]: { exportId: string };
}

/** How long the archive and its mailed link are kept once ready. */
export const FAMILY_EXPORT_VALID_HOURS = 24;

export const FAMILY_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type FamilyExportStatus = (typeof FAMILY_EXPORT_STATUSES)[number];

/** Whom a service's part is about: the account and the address it signs in with. */
export const FamilyDataQuery = z.object({ userId: uuid(), email: text(254) });
export type FamilyDataQuery = z.infer<typeof FamilyDataQuery>;

/** One row of a family's data; `kind` names its CSV in the archive (`visits` -> visits.csv). */
export const FamilyDataRecord = z.object({
  kind: z.string(),
  record: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type FamilyDataRecord = z.infer<typeof FamilyDataRecord>;

const familyDataExport = () => listOperation(FamilyDataQuery, FamilyDataRecord);

/** Each service's part, asked by identity's export job: a list of any length, sent in pieces. */
export const CharactersFamilyDataOps = operations('characters', 'family-data', { export: familyDataExport() });
export const CatalogFamilyDataOps = operations('catalog', 'family-data', { export: familyDataExport() });
export const MarketingFamilyDataOps = operations('marketing', 'family-data', { export: familyDataExport() });
export const DevicesFamilyDataOps = operations('devices', 'family-data', { export: familyDataExport() });

export const FamilyExportView = z.object({
  _id: id(),
  status: z.enum(FAMILY_EXPORT_STATUSES),
  requestedAt: moment(),
  readyAt: moment().nullable(),
  expiresAt: moment().nullable(),
  downloadUrl: z.string().nullable().describe('A signed link to the archive while it is ready; it works without a session'),
});
export type FamilyExportView = z.infer<typeof FamilyExportView>;

export const OpenFamilyExportInput = z.object({
  id: uuid(),
  expires: z.number().int().optional(),
  signature: text(128).optional(),
});
export type OpenFamilyExportInput = z.infer<typeof OpenFamilyExportInput>;

/** The archive in pieces (base64), each with the name it is saved under. */
export const FamilyExportArchivePiece = z.object({ fileName: z.string(), bytes: z.string() });
export type FamilyExportArchivePiece = z.infer<typeof FamilyExportArchivePiece>;

export const FamilyExportOps = operations('identity', 'family-exports', {
  request: operation(NoInput, FamilyExportView, {
    method: 'POST',
    path: 'users/me/export',
    access: 'user',
    summary: `Export everything held about the signed-in family: a zip is assembled and its link mailed, valid ${FAMILY_EXPORT_VALID_HOURS} hours; one at a time`,
    tag: 'users',
    status: 202,
    openDuringDeletion: true,
  }),
  list: listOperation(NoInput, FamilyExportView, {
    method: 'GET',
    path: 'users/me/exports',
    access: 'user',
    summary: "The signed-in family's recent exports, newest first, with the download link of a ready one",
    tag: 'users',
    openDuringDeletion: true,
  }),
  /** For the gateway's download route: a signed link, or the signed-in owner. */
  open: listOperation(OpenFamilyExportInput, FamilyExportArchivePiece),
});

/** The mail's content: the signed link is never logged. */
export interface FamilyExportReadyEvent {
  email: string;
  displayName: string;
  downloadPath: string;
  expiresAt: string;
}

export interface FamilyExportEventPayloads {
  [FamilyExportEvents.ready]: FamilyExportReadyEvent;
}
