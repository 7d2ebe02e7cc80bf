import { randomBytes, randomUUID } from 'node:crypto';
import type { RunningSystem } from '../system.js';
import type { Caller } from './fuzz-cases.js';

type Credentials = Partial<Record<Caller, string>>;

async function post<T>(system: RunningSystem, path: string, body: unknown, authorization?: string): Promise<T> {
  const res = await fetch(`${system.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // An address of its own each time: signing in again is never held back by a limit.
      'x-forwarded-for': `2001:db8:e::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`,
      ...(authorization && { authorization }),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The admin, a new shopper, and a stump's key of a new station: one Authorization header each. */
async function signIn(system: RunningSystem): Promise<Credentials> {
  const { token: adminToken } = await post<{ token: string }>(system, '/api/auth/login', {
    email: system.adminEmail,
    password: system.adminPassword,
  });
  const admin = `Bearer ${adminToken}`;
  const { token: userToken } = await post<{ token: string }>(system, '/api/auth/register', {
    displayName: 'Fuzz',
    email: `fuzz-${randomUUID().slice(0, 8)}@example.test`,
    password: 'acorns-and-oak',
  });
  const station = await post<{ _id: string }>(
    system,
    '/api/basestations',
    { base_id: `fuzz-${randomUUID().slice(0, 8)}`, friendly_name: 'Fuzz Hollow', latitude: 50.1, longitude: -3.2 },
    admin,
  );
  const { apiKey } = await post<{ apiKey: string }>(system, '/api/apikeys/generate', { baseStationId: station._id }, admin);
  return { admin, user: `Bearer ${userToken}`, device: `ApiKey ${apiKey}` };
}

/**
 * Every kind of caller's credentials, for runs over every route: the same while they work, new
 * ones once a request (a logout, say) has ended the admin's or the shopper's session.
 */
export function callerCredentials(system: RunningSystem): () => Promise<Credentials> {
  let current: Credentials | undefined;
  return async () => {
    const alive =
      current &&
      (
        await Promise.all(
          [current.admin, current.user].map((authorization) =>
            fetch(`${system.baseUrl}/api/users/me`, { headers: { authorization: authorization! } }).then(
              (res) => res.status === 200,
            ),
          ),
        )
      ).every(Boolean);
    if (!alive) current = await signIn(system);
    return current!;
  };
}
