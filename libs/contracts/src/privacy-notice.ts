/**
 * The privacy notice's version: raised whenever what the notice says changes, so that every
 * signed-in family is asked to read and accept the new one once. Kept apart from the schemas, so
 * that the web's first load takes this constant without them.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';
