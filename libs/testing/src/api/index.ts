export * from './api-types.js';
export * from './typed-api-client.js';
export type { components, paths } from './storystump-api.js';
