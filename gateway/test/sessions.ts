import { randomUUID } from 'node:crypto';
import { IdentityRoutes } from '@storystump/contracts';
import type { ApiCall, RunningSystem } from '@storystump/testing';

/** The system's admin's bearer token. */
export async function signInAsAdmin(call: ApiCall, system: RunningSystem): Promise<string> {
  const login = await call(IdentityRoutes.login, { body: { email: system.adminEmail, password: system.adminPassword } });
  if (login.status !== 200) throw new Error(`admin sign-in: ${login.status}`);
  return login.body.token;
}

/** A new shopper's bearer token (an account of its own, on an e-mail of its own). */
export async function registerShopper(call: ApiCall, displayName: string): Promise<string> {
  const registered = await call(IdentityRoutes.register, {
    body: {
      displayName,
      email: `${displayName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`,
      password: 'acorns-and-oak',
    },
  });
  if (registered.status !== 201 && registered.status !== 200) throw new Error(`register: ${registered.status}`);
  return registered.body.token;
}
