import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from '@redocly/openapi-core';
import {
  apiClient,
  callerCredentials,
  startSystem,
  type Caller,
  testClientAddress,
  type RunningSystem,
} from '@storystump/testing';
import { API_ROUTES, paramNamesOf } from '@storystump/contracts';
import { GATEWAY_CONTROLLERS } from '../src/app.module.js';
import { declaredRoutes, type DeclaredAccess } from '../src/auth/declared-routes.js';
import { Refusals } from '../src/auth/refusals.js';

type Declared = DeclaredAccess;

/** The routes mounted as such: one chosen by a query parameter is answered through the route it shares a path with. */
const MOUNTED_ROUTES = API_ROUTES.filter((route) => !route.whenQueryHas);

/** Who gets past the door of a route of each kind (what the route then says is its own business). */
const LET_IN: Record<Declared, Caller[]> = {
  public: ['anonymous', 'user', 'admin', 'device'],
  user: ['user', 'admin'],
  admin: ['admin'],
  device: ['device'],
};

/** The answers of the access checks themselves: anything else means the caller got past them. */
const REFUSALS: string[] = Object.values(Refusals).map((refusal) => refusal.message);

/** 403 for a signed-in user on an admin route (known, not allowed); 401 for want of the right credentials. */
const refusalStatus = (caller: Caller, declared: Declared) => (caller === 'user' && declared === 'admin' ? 403 : 401);

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let credentials: ReturnType<typeof callerCredentials>;

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  credentials = callerCredentials(system);
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

  it("mounts exactly the contracts' route table, each route once, as declared there", () => {
    const mounted = routes.map((route) => `${route.method} ${route.path} ${route.access} ${route.rateLimited}`).sort();
    const declared = MOUNTED_ROUTES.map(
      (route) => `${route.method} /api/${route.path} ${route.access} ${(route.rateLimits?.length ?? 0) > 0}`,
    ).sort();
    assert.deepEqual(mounted, declared);
  });

  it("gives each operation of the document its route's summary from the table", async () => {
    const document = (await (await fetch(`${system.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) => `${method.toUpperCase()} ${path}: ${operation.summary} [${operation.tags}]`,
      ),
    );
    const declared = MOUNTED_ROUTES.map(
      (route) => `${route.method} /api/${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}: ${route.summary} [${route.tag}]`,
    );
    assert.deepEqual(documented.sort(), declared.sort());
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

  it('says the same in the API document: each route, its auth scheme, its refusals and its answers', async () => {
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
      // What it answers when it does what it is for, from the route's own @Replies; every other answer has the error shape.
      // A redirect is the success of a route that sends its caller on (a mail's counted link).
      const successes = Object.entries(operation.responses).filter(
        ([status]) => status.startsWith('2') || ['301', '302', '303', '307', '308'].includes(status),
      );
      if (!successes.length) wrong.push(`${route.method} ${route.path}: no success answer`);
      for (const [status, response] of successes) {
        if (status !== '204' && !status.startsWith('3') && !(response as { content?: unknown }).content)
          wrong.push(`${route.method} ${route.path}: ${status} without its body`);
      }
      if (!operation.responses.default) wrong.push(`${route.method} ${route.path}: no default (error) answer`);
    }
    assert.deepEqual(wrong, []);
  });

  it('lets in exactly the callers each route declares, and never fails with a 5xx', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      // Renewed when a route (a logout) ended a session.
      const authorizations: Partial<Record<Caller, string>> = await credentials();
      // Path parameters get an id that exists nowhere; bodies are empty: the door is what is tried.
      const id = randomUUID();
      const params = Object.fromEntries(paramNamesOf(route.path).map((name) => [name, id]));
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      for (const caller of ['anonymous', 'user', 'admin', 'device'] as const) {
        const authorization = authorizations[caller];
        // Any mounted route (its path under /api), so its options are not known here: the client is typed per route.
        const answer = await call({ method: route.method, path: route.path.replace(/^\/api\//, '') }, {
          params,
          headers: authorization ? { authorization } : {},
          ...(hasBody ? { untypedBody: {} } : {}),
        } as never);
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
    }
    assert.deepEqual(wrong, []);
  });
});
