import { randomBytes, randomUUID } from 'node:crypto';
import { ApiKeyRoutes, IdentityRoutes, StationRoutes } from '@storystump/contracts';
import { apiClient, type ApiResponse } from '../api/api-client.js';
import type { RunningSystem } from '../system.js';
import type { Caller } from './fuzz-cases.js';

type Credentials = Partial<Record<Caller, string>>;

/** What a call of the typed client brought back, or why it failed. */
function answered<T>({ status, body }: ApiResponse<T>, what: string) {
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** The admin, a new shopper, and a stump's key of a new station: one Authorization header each. */
async function signIn(system: RunningSystem): Promise<Credentials> {
  // An address of its own each time: signing in again is never held back by a limit.
  const call = apiClient(system.baseUrl, `2001:db8:e::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`);
  const { token: adminToken } = answered(
    await call(IdentityRoutes.login, { body: { email: system.adminEmail, password: system.adminPassword } }),
    'sign in as the admin',
  );
  const { token: userToken } = answered(
    await call(IdentityRoutes.register, {
      body: { displayName: 'Fuzz', email: `fuzz-${randomUUID().slice(0, 8)}@example.test`, password: 'acorns-and-oak' },
    }),
    'register a shopper',
  );
  const station = answered(
    await call(StationRoutes.create, {
      token: adminToken,
      body: { base_id: `fuzz-${randomUUID().slice(0, 8)}`, friendly_name: 'Fuzz Hollow', latitude: 50.1, longitude: -3.2 },
    }),
    'add a station',
  );
  const { apiKey } = answered(
    await call(ApiKeyRoutes.generate, { token: adminToken, body: { baseStationId: station._id } }),
    "make the station's key",
  );
  return { admin: `Bearer ${adminToken}`, user: `Bearer ${userToken}`, device: `ApiKey ${apiKey}` };
}

/**
 * Every kind of caller's credentials, for runs over every route: the same while they work, new
 * ones once a request (a logout, say) has ended the admin's or the shopper's session. Made
 * through the typed client, so the routes they use answer as the API document says.
 */
export function callerCredentials(system: RunningSystem): () => Promise<Credentials> {
  let current: Credentials | undefined;
  return async () => {
    const call = apiClient(system.baseUrl);
    const alive =
      current &&
      (
        await Promise.all(
          [current.admin, current.user].map(
            async (authorization) =>
              (await call(IdentityRoutes.me, { headers: { authorization: authorization! } })).status === 200,
          ),
        )
      ).every(Boolean);
    if (!alive) current = await signIn(system);
    return current!;
  };
}
