// What the demo world holds, read back from the system, and how to sign in to it.
import { DEMO_BASE_ID_PREFIX, isDemoEmail, JOURNEY_DAYS } from './world.mjs';
const countBy = (items, key) => items.reduce((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});
const list = (counts) =>
  Object.entries(counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');

/** The demo world's figures as lines to print, ending with the families' sign-ins. */
export async function describeWorld(api, admin, world, { rollout, pageViews }) {
  const get = async (path) => (await api.call(200, path, { headers: admin })).body;
  const stations = (await get('/api/basestations/status')).filter((s) => s.base_id.startsWith(DEMO_BASE_ID_PREFIX));
  const lowBattery = stations.filter((s) => s.health?.batteryPercent !== undefined && s.health.batteryPercent <= 20);
  const families = (await get('/api/users')).filter((user) => isDemoEmail(user.email));
  const serials = new Set([...world.families.flatMap((f) => f.characters), ...world.unassigned].map((c) => c.serialNumber));
  const characters = (await get('/api/characters/all')).filter((c) => serials.has(c.serialNumber));
  let visits = 0;
  for (const character of characters) {
    const { headers } = await api.call(200, `/api/characters/${character._id}/visits?limit=1`, { headers: admin });
    visits += Number(headers.get('x-total-count') ?? 0);
  }
  const orders = (await get('/api/orders')).filter((order) => isDemoEmail(order.email));
  const signUps = (await get('/api/interest/interests')).filter((interest) => isDemoEmail(interest.email));
  const enquiries = (await get('/api/contact/enquiries')).filter((enquiry) => isDemoEmail(enquiry.email));
  const campaign = (await get('/api/email-marketing/campaigns')).find((c) => c.subject === world.campaign.subject);

  const lines = [
    `Demo world (${world.size}):`,
    `  stations    ${stations.length} (${list(countBy(stations, (s) => s.state))}; ${lowBattery.length} low on battery)`,
    `  families    ${families.length}`,
    `  characters  ${characters.length} (${list(countBy(characters, (c) => c.characterType))}; ${characters.filter((c) => !c.owner).length} unassigned)`,
    `  visits      ${visits} over the last ${JOURNEY_DAYS} days`,
    `  orders      ${orders.length} (${list(countBy(orders, (o) => o.status))})`,
    `  sign-ups    ${signUps.length} (${list(countBy(signUps, (s) => s.state))})`,
    `  enquiries   ${enquiries.length} (${list(
      countBy(
        enquiries.toSorted((a, b) => b.kind.localeCompare(a.kind)),
        (e) => e.kind,
      ),
    )})`,
    campaign
      ? `  mailing     "${campaign.subject}": ${campaign.status}, ${campaign.sent ?? 0} sent`
      : "  mailing     not sent (this system has sign-ups that are not the demo's)",
    `  rollout     ${rollout.tag}: ${rollout.status}, phase ${rollout.phase + 1} of ${rollout.phases.length}, ${rollout.counts.success} of ${rollout.target} stations running it`,
    `  site visits ${pageViews} page views over the last ${world.analytics.days} days`,
    '',
    'Sign in as a family:',
    ...world.families.map((family) => `  ${family.email} / ${family.password}  (${family.displayName})`),
  ];
  return lines.join('\n');
}
