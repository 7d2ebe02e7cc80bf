// npm start: find (or start) PostgreSQL, Redis and NATS, install, build, then run every
// service and the gateway under one supervisor. Ctrl-C stops them all.
import { fileURLToPath } from 'node:url';
import { localSecret } from './lib/local-secrets.mjs';
import { ensureDatabase, ensureJetStream, ensurePortFree, ensureReachable } from './lib/infra.mjs';
import { buildToRun, ensureInstalled } from './lib/install.mjs';
import { phaseTimer } from './lib/phases.mjs';
import { say } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storystump';
const settings = {
  PORT: process.env.PORT ?? '3000',
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@storystump.local',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'storystump-admin',
  BRAND_NAME: process.env.BRAND_NAME ?? 'Storystump',
  // Made once for the database and kept in the user's config folder: identity's signing key is encrypted with it.
  TOKEN_KEY_ENCRYPTION_KEY: process.env.TOKEN_KEY_ENCRYPTION_KEY ?? localSecret(root, 'token-key-encryption-key', databaseUrl),
  // The same for devices' firmware signing key and download-link secret.
  DEVICES_KEY_ENCRYPTION_KEY:
    process.env.DEVICES_KEY_ENCRYPTION_KEY ?? localSecret(root, 'devices-key-encryption-key', databaseUrl),
  // And the gateway's secret the Idempotency-Keys it passes on are derived with.
  IDEMPOTENCY_KEY_SECRET: process.env.IDEMPOTENCY_KEY_SECRET ?? localSecret(root, 'idempotency-key-secret', databaseUrl),
  // The key of the digests kept of client addresses (gateway and catalog), so holds outlive a restart.
  CLIENT_ADDRESS_KEY: process.env.CLIENT_ADDRESS_KEY ?? localSecret(root, 'client-address-key', databaseUrl),
  // The secret the claim codes printed in the characters' boxes are derived with: the same for as long as they are on sale.
  CLAIM_CODE_SECRET: process.env.CLAIM_CODE_SECRET ?? localSecret(root, 'claim-code-secret', databaseUrl),
};

const timer = phaseTimer();
try {
  await ensurePortFree(Number(settings.PORT), process.env.HOST);
  // A server that is missing is said before minutes go into installing and building.
  await timer.phase('infrastructure (PostgreSQL, Redis, NATS)', async () => {
    await ensureReachable('PostgreSQL', settings.DATABASE_URL);
    await ensureReachable('Redis', settings.REDIS_URL);
    await ensureReachable('NATS', settings.NATS_URL);
  });
  await timer.phase('install', () => ensureInstalled(root));
  // These two speak to the servers through the packages just installed.
  await timer.phase('database and JetStream', async () => {
    await ensureJetStream(settings.NATS_URL);
    await ensureDatabase(settings.DATABASE_URL);
  });
  await timer.phase('build', () => buildToRun(root));
} catch (error) {
  process.stderr.write(`\n\x1b[31m✖ ${error instanceof Error ? error.message : String(error)}\x1b[0m\n`);
  process.exit(1);
}

// Imported once the build above has made the contracts it reads.
const { startPlatform } = await import('./lib/start-platform.mjs');
const platform = startPlatform(root, settings, timer, { onGiveUp: () => void shutdown(1) });
let exiting = false;
async function shutdown(code) {
  if (exiting) return;
  exiting = true;
  say('Stopping');
  await platform.stopAll();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
await platform.healthy;
