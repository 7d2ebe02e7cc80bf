import { randomUUID } from 'node:crypto';
import type { RunningSystem } from '@storystump/testing';
import type { apiClient } from './http-client.js';

type Call = ReturnType<typeof apiClient>;

/** The system's admin's bearer token. */
export async function signInAsAdmin(call: Call, system: RunningSystem): Promise<string> {
  const login = await call<{ token: string }>('POST', '/api/auth/login', {
    json: { email: system.adminEmail, password: system.adminPassword },
  });
  if (login.status !== 200) throw new Error(`admin sign-in: ${login.status}`);
  return login.body.token;
}

/** A new shopper's bearer token (an account of its own, on an e-mail of its own). */
export async function registerShopper(call: Call, displayName: string): Promise<string> {
  const registered = await call<{ token: string }>('POST', '/api/auth/register', {
    json: {
      displayName,
      email: `${displayName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`,
      password: 'acorns-and-oak',
    },
  });
  if (registered.status !== 201 && registered.status !== 200) throw new Error(`register: ${registered.status}`);
  return registered.body.token;
}
