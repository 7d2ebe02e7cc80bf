import { inboxPrefixOf } from '@storystump/contracts';
import type { InfraConfig } from './config.js';

/**
 * Connection options shared by every NATS connection: never give up reconnecting, and no stack
 * captured ahead of every request in case it fails (a large share of a request's cost; a
 * failure still says what failed). With a NATS user, replies come to that user's own inboxes,
 * the only ones NATS lets it read.
 */
export function natsConnectionOptions(config: InfraConfig, name: string) {
  return {
    servers: config.natsUrl.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    noAsyncTraces: true,
    ...(config.natsUser && {
      user: config.natsUser,
      pass: config.natsPassword,
      inboxPrefix: inboxPrefixOf(config.natsUser),
    }),
  };
}
