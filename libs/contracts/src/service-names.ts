// Made by `npm run generate` from the folders under services/: do not edit.

/** Every service behind the gateway; each one's subjects start with its name. */
export const SERVICE_NAMES = ['analytics', 'catalog', 'characters', 'devices', 'identity', 'marketing'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
