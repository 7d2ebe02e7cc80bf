import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { type StationView, type VersionView, ApiKeyRoutes, StationRoutes } from '@storystump/contracts';
import { apiClient, zipOf, type ApiCall, type RunningSystem } from '@storystump/testing';
import { signInAsAdmin } from './sessions.js';

type Call = ApiCall;

export const uniqueBaseId = () => `stump-${randomUUID().slice(0, 8)}`;
export const uniqueTag = () => `v${Date.now() % 100000}.${randomUUID().slice(0, 6)}`;

export const firmware = (text = randomUUID()) => zipOf([{ name: 'story/main.bin', content: `firmware ${text}`.repeat(2000) }]);

/** What the device tests make as an admin: stations, keys and versions, and a stump's own calls. */
export function deviceFixtures(call: Call, system: RunningSystem, adminToken: () => string, address: string) {
  async function createStation(fields: Partial<StationView> & Record<string, unknown> = {}) {
    const res = await call(StationRoutes.create, {
      token: adminToken(),
      body: { base_id: uniqueBaseId(), friendly_name: 'Oak Hollow', latitude: 52.3555, longitude: -1.1743, ...fields },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body;
  }

  async function generateKey(baseStationId: string) {
    const res = await call(ApiKeyRoutes.generate, { token: adminToken(), body: { baseStationId } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body;
  }

  async function upload(tag: string | undefined, file: Buffer | undefined, filename = 'firmware.zip') {
    const form = new FormData();
    if (tag !== undefined) form.append('tag', tag);
    if (file) form.append('versionZip', new Blob([new Uint8Array(file)], { type: 'application/zip' }), filename);
    const res = await fetch(`${system.baseUrl}/api/versions/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken()}`, 'x-forwarded-for': address },
      body: form,
    });
    const body = (await res.json()) as VersionView & { message?: string };
    return { status: res.status, body };
  }

  async function uploadVersion() {
    const zip = await firmware();
    const res = await upload(uniqueTag(), zip);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return { version: res.body, zip };
  }

  /** The API's client as a stump with this key. */
  function device(key: string): ApiCall {
    const asStump = (route: Parameters<ApiCall>[0], options?: { headers?: Record<string, string> }) =>
      call(route, { ...options, headers: { ...options?.headers, authorization: `ApiKey ${key}` } } as never);
    return asStump as ApiCall;
  }

  return { createStation, generateKey, upload, uploadVersion, device };
}

/** The system's admin signed in from this client address, and the device fixtures made as that admin. */
export async function signInWithDeviceFixtures(
  system: RunningSystem,
  address: string,
): Promise<{ call: ApiCall; adminToken: string; fixtures: ReturnType<typeof deviceFixtures> }> {
  const call: ApiCall = apiClient(system.baseUrl, address);
  const adminToken = await signInAsAdmin(call, system);
  return { call, adminToken, fixtures: deviceFixtures(call, system, () => adminToken, address) };
}
