import { readInfraConfig, RpcClient } from '@storystump/service-kit';
import type { TestSettings } from './infrastructure.js';

/** A client that speaks to the services of a system over NATS, exactly as the gateway does. */
export const rpcClientFor = (settings: TestSettings, name = 'test-client') =>
  RpcClient.create(readInfraConfig(settings), name, { passesClientAddress: true });
