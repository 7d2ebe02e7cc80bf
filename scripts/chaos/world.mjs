import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Calls as the system's admin; throws with the answer when it is not the one expected. */
async function adminCall(system, token, method, path, body, expected) {
  const res = await fetch(`${system.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json().catch(() => undefined);
  if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * What the load needs before it starts: the admin's token, a shopper who can sign in, a stump with
 * its key and a character it sees, and `recipients` readers subscribed to the news (confirmed, so mailed).
 */
export async function prepareWorld(system, recipients) {
  const run = randomBytes(4).toString('hex');
  const { token } = await adminCall(
    system,
    undefined,
    'POST',
    '/api/auth/login',
    {
      email: system.adminEmail,
      password: system.adminPassword,
    },
    200,
  );
  const shopper = { email: `shopper-${run}@chaos.test`, password: 'chaos-reader-pass' };
  await adminCall(system, undefined, 'POST', '/api/auth/register', { displayName: 'Shopper', ...shopper }, 201);
  const type = await adminCall(
    system,
    token,
    'POST',
    '/api/characterTypes/appendtype',
    {
      characterEncryptedType: `chaos-${run}`,
      characterType: 'owl',
    },
    201,
  );
  const character = await adminCall(
    system,
    token,
    'POST',
    '/api/characters/createAsAdmin',
    {
      encryptedCharacterType: type.characterEncryptedType,
      serialNumber: `CHAOS-${run}`.toUpperCase(),
    },
    201,
  );
  const station = await adminCall(
    system,
    token,
    'POST',
    '/api/basestations',
    {
      base_id: `chaos-${run}`,
      friendly_name: 'Chaos Clearing',
      latitude: 52.3,
      longitude: -1.1,
    },
    201,
  );
  const key = await adminCall(system, token, 'POST', '/api/apikeys/generate', { baseStationId: station._id }, 201);

  const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  await db.query(
    `INSERT INTO marketing.interests (id, email, registered_at, confirmed_at)
     SELECT gen_random_uuid(), 'reader-' || g || '-' || $2 || '@chaos.test', now(), now() FROM generate_series(1, $1) g`,
    [recipients, run],
  );
  await db.end();
  return {
    baseUrl: system.baseUrl,
    run,
    adminToken: token,
    shopper,
    device: { apiKey: key.apiKey, serialNumber: character.serialNumber },
    recipients,
    startMailing: (subject) =>
      adminCall(
        system,
        token,
        'POST',
        '/api/email-marketing/send-bulk-email',
        { subject, htmlContent: '<p>News from the wood.</p>' },
        202,
      ),
    mailing: (id) => adminCall(system, token, 'GET', `/api/email-marketing/campaigns/${id}`, undefined, 200),
  };
}
