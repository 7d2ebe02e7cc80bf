import type { INestApplicationContext, Type } from '@nestjs/common';
import { bootstrapService, readInfraConfig, RpcClient, type ServiceRole } from '@storystump/service-kit';
import { startTestInfrastructure, type TestInfrastructure, type TestSettings } from './infrastructure.js';

export interface RunningService {
  app: INestApplicationContext;
  settings: TestSettings;
  stop(): Promise<void>;
}

export interface InProcessOptions {
  /** Settings on top of the infrastructure's. */
  settings?: TestSettings;
  role?: ServiceRole;
}

/**
 * Runs one service in this process with its settings given as an object (never through
 * `process.env`), so a test can run several services side by side on one infrastructure.
 */
export async function startServiceInProcess(
  name: string,
  loadModule: () => Promise<Type<unknown>>,
  infraSettings: TestSettings,
  options: InProcessOptions = {},
): Promise<RunningService> {
  const settings = { ...infraSettings, ...options.settings };
  const app = await bootstrapService(name, await loadModule(), { settings, role: options.role });
  if (!app) throw new Error(`${name} ran in the migrate role, which leaves nothing running`);
  return { app, settings, stop: () => app.close() };
}

export interface IsolatedService extends RunningService {
  rpc: RpcClient;
  infra: TestInfrastructure;
}

/**
 * One service in this process on infrastructure of its own, for the few tests that need a
 * setting the shared system does not have (Stripe mode, say) or that stop NATS.
 */
export async function startIsolatedService(
  name: string,
  loadModule: () => Promise<Type<unknown>>,
  options: InProcessOptions = {},
): Promise<IsolatedService> {
  const infra = await startTestInfrastructure();
  const service = await startServiceInProcess(name, loadModule, infra.settings, options);
  const rpc = RpcClient.create(readInfraConfig(service.settings), `${name}-test-client`, {
    passesClientAddress: true,
  });
  return {
    ...service,
    rpc,
    infra,
    async stop() {
      await rpc.close();
      await service.stop();
      await infra.stop();
    },
  };
}
