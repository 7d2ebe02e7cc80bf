import { adminAuthorization } from '../admin-session.mjs';
import { SEEDED } from './seeded-data.mjs';

/** The headers each kind of caller a figure is measured as sends: anonymous, the admin and the seeded owner. */
export async function headersOfCallers(system) {
  const login = await fetch(`${system.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SEEDED.owner.email, password: SEEDED.owner.password }),
  });
  if (!login.ok) throw new Error(`the owner's sign-in: ${login.status} ${await login.text()}`);
  return {
    public: {},
    admin: await adminAuthorization(system),
    owner: { authorization: `Bearer ${(await login.json()).token}` },
  };
}
