import assert from 'node:assert/strict';
import { testClientAddress, zipOf, type RunningSystem } from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { logIn, openPage } from './browser-session.js';

export type AdminApi = <T>(method: string, path: string, json?: unknown, token?: string) => Promise<T>;

export interface AdminSession {
  /** Calls the API as the admin (or with another token), from the session's own client address. */
  api: AdminApi;
  token: string;
  address: string;
}

/** The system's admin, signed in through the API. */
export async function adminApi(system: RunningSystem): Promise<AdminSession> {
  const address = testClientAddress();
  const send = async <T>(method: string, path: string, json: unknown, token: string): Promise<T> => {
    const res = await fetch(`${system.baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    assert.ok(res.ok, `${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const { token: adminToken } = await send<{ token: string }>(
    'POST',
    '/api/auth/login',
    { email: system.adminEmail, password: system.adminPassword },
    '',
  );
  return { api: (method, path, json, token = adminToken) => send(method, path, json, token), token: adminToken, address };
}

/** A fresh browser session, signed in as the admin, on the given tab of /admin. */
export async function openAdminTab(browser: Browser, system: RunningSystem, tab: string) {
  const session = await openPage(browser, system.baseUrl);
  await logIn(session.page, system.adminEmail, system.adminPassword);
  await session.page.waitForURL('**/account');
  await session.page.goto('/admin');
  await session.page.getByRole('tab', { name: tab }).click();
  return session;
}

export const saysStatus = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
export const saysAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();

/** Uploads a small firmware version through the API, as the admin of `session`. */
export async function uploadVersionByApi(system: RunningSystem, session: AdminSession, tag: string) {
  const form = new FormData();
  form.append('tag', tag);
  const zip = await zipOf([{ name: 'story.bin', content: `stories for ${tag}` }]);
  form.append('versionZip', new Blob([new Uint8Array(zip)]), 'firmware.zip');
  const res = await fetch(`${system.baseUrl}/api/versions/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'x-forwarded-for': session.address },
    body: form,
  });
  assert.equal(res.status, 201);
  return (await res.json()) as { _id: string };
}
