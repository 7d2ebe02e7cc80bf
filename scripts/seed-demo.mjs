// npm run seed:demo [-- --size=small] [--url=http://localhost:3000] [--allow-remote]
// Fills a running system (`npm start`) with a demo world to explore: stumps across the UK with
// their health, families with their characters, journeys and orders, sign-ups, a mailing, a
// rollout in progress and a month of site visits. Everything is named as demo data, and a second
// run finds what the first made: one world, however often it runs. Refused in production.
import { parseArgs } from 'node:util';
import { phaseTimer } from './lib/phases.mjs';
import { say } from './lib/run.mjs';

if (process.env.NODE_ENV === 'production') {
  process.stderr.write(
    '✖ seed:demo does not run with NODE_ENV=production: it fills a system with made-up stations, families and orders. Nothing was written.\n',
  );
  process.exit(1);
}

const { demoWorld, SIZE_NAMES } = await import('./lib/demo/world.mjs');
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'full' },
    url: { type: 'string', default: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}` },
    'allow-remote': { type: 'boolean', default: false },
  },
});
// A system on another machine may be someone's real one: filling it takes saying so.
const onThisMachine = (address) => {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(address).hostname) || /^127\./.test(new URL(address).hostname);
  } catch {
    return false;
  }
};
const remote = [values.url, process.env.DATABASE_URL].filter((address) => address && !onThisMachine(address));
if (remote.length > 0 && !values['allow-remote']) {
  process.stderr.write(
    `✖ seed:demo fills only a system on this machine, and ${remote.map((a) => new URL(a).hostname).join(' and ')} is not: ` +
      'add --allow-remote if it is a system of your own to fill with made-up data. Nothing was written.\n',
  );
  process.exit(1);
}
if (!SIZE_NAMES.includes(values.size)) {
  process.stderr.write(`✖ --size must be one of ${SIZE_NAMES.join(', ')} (it is ${values.size})\n`);
  process.exit(1);
}

const { seedDemoWorld } = await import('./lib/demo/seed.mjs');
const timer = phaseTimer();
try {
  const summary = await seedDemoWorld({
    world: demoWorld(values.size),
    url: values.url.replace(/\/$/, ''),
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storystump',
    natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    admin: {
      email: process.env.ADMIN_EMAIL ?? 'admin@storystump.local',
      password: process.env.ADMIN_PASSWORD ?? 'storystump-admin',
    },
    phase: (name, work) => {
      say(name);
      return timer.phase(name, work);
    },
  });
  timer.report();
  process.stdout.write(`\n${summary}\n`);
} catch (error) {
  process.stderr.write(`\n\x1b[31m✖ ${error instanceof Error ? error.message : String(error)}\x1b[0m\n`);
  process.exit(1);
}
