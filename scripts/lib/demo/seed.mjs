// The demo world's phases in order: what each makes, what the next needs.
import pg from 'pg';
import { gatewayClient, signIn } from './api.mjs';
import { publishSiteVisits, siteVisits, storedPageViews } from './analytics.mjs';
import { ensureCharacters, ensureCharacterTypes, ensureFamilies } from './families.mjs';
import { reportVisits } from './journeys.mjs';
import { ensureEnquiries } from './enquiries.mjs';
import { ensureCampaign, ensureSignUps } from './mailing.mjs';
import { ensureRollout } from './rollout.mjs';
import { ensureOrders } from './shop.mjs';
import { ensureStations, sendHeartbeats, silenceStumps } from './stations.mjs';
import { JOURNEY_DAYS } from './world.mjs';
import { describeWorld } from './summary.mjs';
import { say } from '../run.mjs';

/** Seeds the world into the system at `url`; answers the summary to print. */
export async function seedDemoWorld({ world, url, databaseUrl, natsUrl, admin: adminAccount, phase }) {
  const api = gatewayClient(url);
  const ready = await api.send('/api/health').catch(() => undefined);
  if (ready?.status !== 200) throw new Error(`No Storystump answers at ${url}: start it first (npm start), or give --url`);
  const admin = await signIn(api, adminAccount.email, adminAccount.password).catch((error) => {
    throw new Error(
      `Signing in as the admin ${adminAccount.email} failed (${error.message}): set ADMIN_EMAIL and ADMIN_PASSWORD`,
    );
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const stations = await phase('stations and their keys', () => ensureStations(api, admin, db, world));
    const families = await phase('families, characters and their types', async () => {
      const typeCodes = await ensureCharacterTypes(api, admin);
      const accounts = await ensureFamilies(api, admin, world);
      const characters = await ensureCharacters(api, admin, world, typeCodes, accounts.userIds);
      return { ...accounts, characters };
    });
    await phase('stumps calling in (heartbeats with health)', () => sendHeartbeats(api, world, stations.newKeys));
    await phase(`journeys (visits over the last ${JOURNEY_DAYS} days)`, () => reportVisits(api, world, stations.newKeys));
    const rollout = await phase('firmware rollout', () => ensureRollout(api, admin, world, stations.ids, stations.newKeys));
    await phase('silent stumps', () => silenceStumps(db, world, stations.ids, stations.newKeys));
    await phase('orders and a refund', () => ensureOrders(api, admin, world, families));
    await phase('sign-ups and a mailing', async () => {
      await ensureSignUps(api, admin, db, world);
      const { skipped } = await ensureCampaign(api, admin, db, world);
      if (skipped) say(`  the demo mailing was not sent: ${skipped} confirmed sign-ups here are not the demo's own`);
    });
    await phase("enquiries through the site's forms", () => ensureEnquiries(api, admin, world));
    const pageViews = await phase('site visits (analytics)', async () => {
      const events = siteVisits(world, url);
      await publishSiteVisits(natsUrl, events);
      return storedPageViews(api, admin, events);
    });
    return await describeWorld(api, admin, world, { rollout: rollout.rollout, pageViews });
  } finally {
    await db.end();
  }
}
