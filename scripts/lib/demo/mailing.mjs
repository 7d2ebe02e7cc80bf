// Sign-ups for the news (some confirmed, some still pending) and a mailing sent to those confirmed.
import { DEMO_EMAIL_DOMAIN } from './world.mjs';

/** Signs the world's addresses up as a visitor does; confirms the ones meant to be confirmed. */
export async function ensureSignUps(api, admin, db, world) {
  const { body: interests } = await api.call(200, '/api/interest/interests', { headers: admin });
  const known = new Set(interests.map((interest) => interest.email));
  let registered = 0;
  for (const signUp of world.signUps.filter((s) => !known.has(s.email))) {
    await api.call(200, '/api/interest/register-interest', { method: 'POST', json: { email: signUp.email } });
    registered++;
  }
  // Confirming takes the signed link mailed to the address, which these made-up addresses never
  // read: they are marked confirmed as the confirm route marks them.
  const confirmed = world.signUps.filter((s) => s.confirmed).map((s) => s.email);
  const { rowCount } = await db.query(
    `UPDATE marketing.interests SET confirmed_at = now()
      WHERE email = ANY($1::text[]) AND confirmed_at IS NULL`,
    [confirmed],
  );
  return { registered, confirmed: rowCount };
}

/** How many addresses a bulk mail would reach that are not the demo's own: people who signed up for real. */
async function realRecipients(db) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS count FROM marketing.interests
      WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL AND suppressed_at IS NULL AND email NOT LIKE $1`,
    [`%@${DEMO_EMAIL_DOMAIN}`],
  );
  return rows[0].count;
}

/**
 * The demo mailing, sent once to every confirmed address; answers it as it stands after a short
 * wait for delivery. A bulk mail goes to every confirmed address in the system: where anyone but
 * the demo's sign-ups would get it, it is not sent (`skipped` says how many would have).
 */
export async function ensureCampaign(api, admin, db, world, { waitMs = 20_000 } = {}) {
  const campaignNamed = async () => {
    const { body } = await api.call(200, '/api/email-marketing/campaigns', { headers: admin });
    return body.find((campaign) => campaign.subject === world.campaign.subject);
  };
  let campaign = await campaignNamed();
  if (!campaign) {
    const real = await realRecipients(db);
    if (real > 0) return { sent: false, campaign: null, skipped: real };
  }
  const sent = !campaign;
  if (!campaign) {
    ({ body: campaign } = await api.call(202, '/api/email-marketing/send-bulk-email', {
      method: 'POST',
      headers: admin,
      json: world.campaign,
    }));
  }
  const deadline = Date.now() + waitMs;
  while (campaign.status !== 'done' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    ({ body: campaign } = await api.call(200, `/api/email-marketing/campaigns/${campaign._id}`, { headers: admin }));
  }
  return { sent, campaign };
}
