import { randomBytes, randomUUID } from 'node:crypto';
import { typedApiClient } from '../api/typed-api-client.js';
import { DocumentedAnswers } from '../documented-answers.js';
import type { RunningSystem } from '../system.js';
import type { Caller } from './fuzz-cases.js';

type Credentials = Partial<Record<Caller, string>>;

/** What a call of the typed client brought back, or why it failed. */
function answered<T>({ data, error, response }: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (data === undefined) throw new Error(`${what}: ${response.status} ${JSON.stringify(error)}`);
  return data;
}

/** The admin, a new shopper, and a stump's key of a new station: one Authorization header each. */
async function signIn(system: RunningSystem, answers: DocumentedAnswers): Promise<Credentials> {
  // An address of its own each time: signing in again is never held back by a limit.
  const api = typedApiClient(system.baseUrl, answers, {
    'x-forwarded-for': `2001:db8:e::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`,
  });
  const { token: adminToken } = answered(
    await api.POST('/api/auth/login', { body: { email: system.adminEmail, password: system.adminPassword } }),
    'sign in as the admin',
  );
  const admin = `Bearer ${adminToken}`;
  const { token: userToken } = answered(
    await api.POST('/api/auth/register', {
      body: { displayName: 'Fuzz', email: `fuzz-${randomUUID().slice(0, 8)}@example.test`, password: 'acorns-and-oak' },
    }),
    'register a shopper',
  );
  const station = answered(
    await api.POST('/api/basestations', {
      headers: { authorization: admin },
      body: { base_id: `fuzz-${randomUUID().slice(0, 8)}`, friendly_name: 'Fuzz Hollow', latitude: 50.1, longitude: -3.2 },
    }),
    'add a station',
  );
  const { apiKey } = answered(
    await api.POST('/api/apikeys/generate', { headers: { authorization: admin }, body: { baseStationId: station._id } }),
    "make the station's key",
  );
  return { admin, user: `Bearer ${userToken}`, device: `ApiKey ${apiKey}` };
}

/**
 * Every kind of caller's credentials, for runs over every route: the same while they work, new
 * ones once a request (a logout, say) has ended the admin's or the shopper's session. Made
 * through the typed client, so the routes they use answer as the API document says.
 */
export function callerCredentials(system: RunningSystem): () => Promise<Credentials> {
  let current: Credentials | undefined;
  let answers: DocumentedAnswers | undefined;
  return async () => {
    answers ??= await DocumentedAnswers.of(system.baseUrl);
    const api = typedApiClient(system.baseUrl, answers);
    const alive =
      current &&
      (
        await Promise.all(
          [current.admin, current.user].map(
            async (authorization) => (await api.GET('/api/users/me', { headers: { authorization: authorization! } })).response.ok,
          ),
        )
      ).every(Boolean);
    if (!alive) current = await signIn(system, answers);
    return current!;
  };
}
