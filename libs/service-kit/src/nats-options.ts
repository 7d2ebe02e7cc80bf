import type { InfraConfig } from './config.js';

/**
 * Connection options shared by every NATS connection: never give up reconnecting, and no stack
 * captured ahead of every request in case it fails (a large share of a request's cost; a
 * failure still says what failed).
 */
export function natsConnectionOptions(config: InfraConfig, name: string) {
  return {
    servers: config.natsUrl.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    noAsyncTraces: true,
  };
}
