import type { INestMicroservice, Type } from '@nestjs/common';
import { bootstrapService, readInfraConfig, RpcClient } from '@storystump/service-kit';
import { startTestInfrastructure } from './infrastructure.js';

export interface RunningService {
  app: INestMicroservice;
  rpc: RpcClient;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Runs one service in this process against the run's own database and NATS server, and gives
 * a client that speaks to it over NATS exactly as the gateway does.
 */
export async function startServiceForTest(
  name: string,
  loadModule: () => Promise<Type<unknown>>,
  extraEnv: Record<string, string> = {},
): Promise<RunningService> {
  const infra = await startTestInfrastructure();
  Object.assign(process.env, infra.env, extraEnv);
  const app = await bootstrapService(name, await loadModule());
  const rpc = RpcClient.create(readInfraConfig(), `${name}-test-client`);
  return {
    app,
    rpc,
    env: infra.env,
    async stop() {
      await rpc.close();
      await app.close();
      await infra.stop();
    },
  };
}
