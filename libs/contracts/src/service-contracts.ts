// Made by `npm run generate` from the folders under services/: do not edit.
import { analyticsContract } from './analytics.js';
import { catalogContract } from './catalog.js';
import { charactersContract } from './characters.js';
import { devicesContract } from './devices.js';
import { identityContract } from './identity.js';
import { marketingContract } from './marketing.js';

export * from './analytics.js';
export * from './catalog.js';
export * from './characters.js';
export * from './devices.js';
export * from './identity.js';
export * from './marketing.js';

/** Every service's request/reply subjects with their input schemas and reply types. */
export const serviceContracts = {
  ...analyticsContract,
  ...catalogContract,
  ...charactersContract,
  ...devicesContract,
  ...identityContract,
  ...marketingContract,
} as const;

/** Every domain event subject of every service, with its payload type. */
export type ServiceEventPayloads = import('./analytics.js').AnalyticsEventPayloads &
  import('./catalog.js').CatalogEventPayloads &
  import('./characters.js').CharactersEventPayloads &
  import('./devices.js').DevicesEventPayloads &
  import('./identity.js').IdentityEventPayloads &
  import('./marketing.js').MarketingEventPayloads;
