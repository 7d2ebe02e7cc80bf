import type { RpcClient, ServiceDatabase } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { rpcClientFor } from './rpc-client-for.js';
import { openServiceDatabase } from './service-database.js';
import { startSystem, type RunningSystem } from './system.js';

export interface SystemService {
  system: RunningSystem;
  /** Speaks to the system's services over NATS, as the gateway does. */
  rpc: RpcClient;
  /** The service's own schema, for checks from outside (schema drift, rows written). */
  db: DataSource;
  close(): Promise<void>;
}

/** One service of the run's system, as a service test sees it: over NATS, with its database beside. */
export async function serviceOfSystem(database: ServiceDatabase, clientName = `${database.schema}-test`): Promise<SystemService> {
  const system = await startSystem();
  const rpc = rpcClientFor(system.settings, clientName);
  const db = await openServiceDatabase(database, system.settings.DATABASE_URL!);
  return {
    system,
    rpc,
    db,
    async close() {
      await rpc.close();
      await db.destroy();
      await system.stop();
    },
  };
}
