import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from '@redocly/openapi-core';
import { startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import { GATEWAY_CONTROLLERS } from '../src/app.module.js';
import { declaredRoutes, type DeclaredAccess } from '../src/auth/declared-routes.js';
import { apiClient } from './http-client.js';
import { registerShopper, signInAsAdmin } from './sessions.js';

type Caller = 'anonymous' | 'user' | 'admin' | 'device';
type Declared = DeclaredAccess;

/** Who gets past the door of a route of each kind (what the route then says is its own business). */
const LET_IN: Record<Declared, Caller[]> = {
  public: ['anonymous', 'user', 'admin', 'device'],
  user: ['user', 'admin'],
  admin: ['admin'],
  device: ['device'],
};

/** The answers of the access checks themselves: anything else means the caller got past them. */
const REFUSALS = [
  'Please log in',
  'Your session has expired. Please log in again',
  'Your account no longer exists',
  'Only admins may do this',
  'This route needs an API key: Authorization: ApiKey <key>',
  "The device route takes a stump's API key, not a user's token",
  'This API key is not valid',
];

/** 403 for a signed-in user on an admin route (known, not allowed); 401 for want of the right credentials. */
const refusalStatus = (caller: Caller, declared: Declared) => (caller === 'user' && declared === 'admin' ? 403 : 401);

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
const credentials: Record<Caller, string | undefined> = {
  anonymous: undefined,
  user: undefined,
  admin: undefined,
  device: undefined,
};

/** A signed-in user and admin, each from an address of its own (a fresh sign-in is never rate limited). */
async function signIn(): Promise<void> {
  credentials.admin = `Bearer ${await signInAsAdmin(apiClient(system.baseUrl, testClientAddress()), system)}`;
  credentials.user = `Bearer ${await registerShopper(apiClient(system.baseUrl, testClientAddress()), 'Matrix')}`;
}

/** True while both sessions still work (a route such as logout may have ended one). */
async function sessionsAlive(): Promise<boolean> {
  const answers = await Promise.all(
    (['user', 'admin'] as const).map((who) => call('GET', '/api/users/me', { headers: { authorization: credentials[who]! } })),
  );
  return answers.every((answer) => answer.status === 200);
}

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  await signIn();
  const station = await call<{ _id: string }>('POST', '/api/basestations', {
    headers: { authorization: credentials.admin! },
    json: { base_id: `matrix-${randomUUID().slice(0, 8)}`, friendly_name: 'Matrix Hollow', latitude: 51.5, longitude: -0.1 },
  });
  assert.equal(station.status, 201, JSON.stringify(station.body));
  const key = await call<{ apiKey: string }>('POST', '/api/apikeys/generate', {
    headers: { authorization: credentials.admin! },
    json: { baseStationId: station.body._id },
  });
  assert.equal(key.status, 201, JSON.stringify(key.body));
  credentials.device = `ApiKey ${key.body.apiKey}`;
});
after(async () => system?.stop());

describe('every route, tried by every kind of caller', () => {
  const routes = declaredRoutes(GATEWAY_CONTROLLERS);

  it('finds the routes of every controller', () => {
    assert.ok(routes.length >= 50, `${routes.length} routes`);
    for (const declared of ['public', 'user', 'admin', 'device'] as const) {
      assert.ok(
        routes.some((route) => route.access === declared),
        `some route is ${declared}`,
      );
    }
  });

  it('serves a valid OpenAPI document', async () => {
    const document = (await (await fetch(`${system.baseUrl}/api/docs-json`)).json()) as Parameters<
      typeof SwaggerParser.validate
    >[0];
    await assert.doesNotReject(SwaggerParser.validate(document));
  });

  it("passes Redocly's recommended lint", async () => {
    const text = await (await fetch(`${system.baseUrl}/api/docs-json`)).text();
    const config = await createConfig({
      extends: ['recommended'],
      // The spec names these routes (`/versions/download/{id}` beside `/versions/{id}/download-link`).
      rules: { 'no-ambiguous-paths': 'off' },
    });
    const problems = await lintDocument({
      document: makeDocumentFromString(text, 'docs-json'),
      config,
      externalRefResolver: new BaseResolver(),
    });
    assert.deepEqual(
      problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message}`),
      [],
    );
  });

  it('says the same in the API document: each route, its auth scheme and its refusals', async () => {
    const document = (await (await fetch(`${system.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[]; responses: Record<string, unknown> }>>;
    };
    const scheme: Record<Declared, string[]> = { public: [], user: ['bearer'], admin: ['bearer'], device: ['ApiKey'] };
    const wrong: string[] = [];
    for (const route of routes) {
      const operation = document.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) {
        wrong.push(`${route.method} ${route.path}: not in the document`);
        continue;
      }
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (schemes.join() !== scheme[route.access].join())
        wrong.push(`${route.method} ${route.path}: security ${schemes.join() || 'none'}`);
      const refusals = Object.keys(operation.responses).filter((status) => ['401', '403'].includes(status));
      const expected = { public: [], user: ['401'], admin: ['401', '403'], device: ['401'] }[route.access];
      if (refusals.join() !== expected.join())
        wrong.push(`${route.method} ${route.path}: documents ${refusals.join() || 'no'} refusals`);
    }
    assert.deepEqual(wrong, []);
  });

  it('lets in exactly the callers each route declares, and never fails with a 5xx', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      // Path parameters get an id that exists nowhere; bodies are empty: the door is what is tried.
      const path = route.path.replace(/:[A-Za-z]+/g, randomUUID());
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      for (const caller of ['anonymous', 'user', 'admin', 'device'] as const) {
        const authorization = credentials[caller];
        const answer = await call<{ message?: string }>(route.method, path, {
          headers: authorization ? { authorization } : {},
          ...(hasBody ? { json: {} } : {}),
        });
        const message = typeof answer.body === 'object' ? answer.body?.message : undefined;
        const refused = [401, 403].includes(answer.status) && REFUSALS.includes(message ?? '');
        const shouldEnter = LET_IN[route.access].includes(caller);
        const what = `${route.method} ${route.path} (${route.access}) as ${caller}: ${answer.status} ${message ?? ''}`;
        if (answer.status >= 500) wrong.push(`${what}: a server error`);
        else if (shouldEnter && refused) wrong.push(`${what}: refused, but the route lets ${caller} in`);
        else if (!shouldEnter && !refused) wrong.push(`${what}: let in, but the route is ${route.access}`);
        else if (!shouldEnter && answer.status !== refusalStatus(caller, route.access)) {
          wrong.push(`${what}: refused with ${refusalStatus(caller, route.access)} instead`);
        }
      }
      if (!(await sessionsAlive())) await signIn();
    }
    assert.deepEqual(wrong, []);
  });
});
