import { apiClient, startSystem, testClientAddress, type OwnSystem } from '@storystump/testing';
import pg from 'pg';
import { signInAsAdmin } from './sessions.js';

/** A system of its own for lists of tens of thousands of rows, stored straight into its database. */
export interface BigListSystem {
  system: OwnSystem;
  db: pg.Client;
  call: ReturnType<typeof apiClient>;
  adminToken: string;
  stop(): Promise<void>;
}

/**
 * Starts it, with a database client to store rows with (the API would take minutes for this many)
 * and the admin signed in. Its own system, so that these lists slow no other file's; what is tested
 * is that a list comes whole, not how fast, so a service may take a loaded machine longer than the
 * usual wait to read them.
 */
export async function startBigListSystem(): Promise<BigListSystem> {
  const system = await startSystem({ settings: { RPC_TIMEOUT_MS: '30000' } });
  const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  try {
    await db.connect();
    const call = apiClient(system.baseUrl, testClientAddress());
    const adminToken = await signInAsAdmin(call, system);
    return {
      system,
      db,
      call,
      adminToken,
      stop: async () => {
        await db.end();
        await system.stop();
      },
    };
  } catch (error) {
    await system.stop();
    throw error;
  }
}
