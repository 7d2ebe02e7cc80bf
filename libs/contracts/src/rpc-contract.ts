import { catalogContract } from './catalog.js';
import { identityContract } from './identity.js';
import { devicesContract } from './devices.js';
import { charactersContract } from './characters.js';
import { marketingContract } from './marketing.js';
import { analyticsContract } from './analytics.js';
import type { InputOf, ReplyOf } from './exchange.js';

/** Every request/reply subject in the system, with its input schema and reply type. */
export const rpcContract = {
  ...identityContract,
  ...catalogContract,
  ...devicesContract,
  ...charactersContract,
  ...marketingContract,
  ...analyticsContract,
} as const;

export type RpcContract = typeof rpcContract;
export type RpcSubject = keyof RpcContract;
export type RpcInput<S extends RpcSubject> = InputOf<RpcContract[S]>;
export type RpcReply<S extends RpcSubject> = ReplyOf<RpcContract[S]>;

/** Every domain event subject, with its payload type. */
export type EventPayloads = import('./identity.js').IdentityEventPayloads &
  import('./catalog.js').CatalogEventPayloads &
  import('./devices.js').DevicesEventPayloads;
export type EventSubject = keyof EventPayloads;
