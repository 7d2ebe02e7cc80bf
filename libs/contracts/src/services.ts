/** Every service behind the gateway; each one's subjects start with its name. */
export const SERVICE_NAMES = ['identity', 'catalog', 'devices', 'characters', 'marketing', 'analytics'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
