import type { InfraConfig } from './config.js';

/** Connection options shared by every NATS connection: never give up reconnecting. */
export function natsConnectionOptions(config: InfraConfig, name: string) {
  return {
    servers: config.natsUrl.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  };
}
