import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiClient, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import { decodeJwt } from 'jose';
import { signInAsAdmin } from './sessions.js';
import { IdentityRoutes, OperationsRoutes } from '@storystump/contracts';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;

const uniqueEmail = () => `fern-${randomUUID().slice(0, 8)}@example.test`;

async function register(displayName = 'Fern') {
  const email = uniqueEmail();
  const res = await call(IdentityRoutes.register, { body: { displayName, email, password: 'acorns-and-oak' } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const me = await call(IdentityRoutes.me, { token: res.body.token });
  return { token: res.body.token, email, id: me.body._id };
}

/** One request written as it is on the wire, for targets no URL can hold. */
function rawRequest(baseUrl: string, requestLine: string) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ status: number; headers: Record<string, string>; body: unknown }>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${requestLine} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : undefined });
    });
  });
}

/** A GET of a URL that is no route of the API (the typed client calls routes only), its answer's body read as JSON. */
async function outsideTheRoutes(path: string) {
  const res = await fetch(`${system.baseUrl}${path}`, { headers: { 'x-forwarded-for': testClientAddress() } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { message: string; code: string } };
}

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl);
  adminToken = await signInAsAdmin(call, system);
});
after(async () => system?.stop());

describe('auth routes', () => {
  it('registers and answers exactly { token }', async () => {
    const res = await call(IdentityRoutes.register, {
      body: { displayName: 'Bramble', email: uniqueEmail(), password: 'acorns-and-oak' },
    });
    assert.equal(res.status, 201);
    assert.deepEqual(Object.keys(res.body), ['token']);
  });

  it('logs in and the token opens /api/users/me with the spec fields', async () => {
    const { email, token } = await register('Thistle');
    const login = await call(IdentityRoutes.login, { body: { email, password: 'acorns-and-oak' } });
    assert.equal(login.status, 200);
    const me = await call(IdentityRoutes.me, { token: login.body.token });
    assert.equal(me.status, 200);
    assert.deepEqual(Object.keys(me.body).sort(), ['_id', 'consent', 'displayName', 'email']);
    assert.equal(me.body.displayName, 'Thistle');
    assert.ok(token);
  });

  it('says the same for a wrong password and an unknown e-mail', async () => {
    const { email } = await register();
    const wrong = await call(IdentityRoutes.login, { body: { email, password: 'not-my-password' } });
    const unknown = await call(IdentityRoutes.login, { body: { email: uniqueEmail(), password: 'not-my-password' } });
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, unknown.body);
    assert.equal(wrong.body.message, 'Invalid e-mail or password');
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const { email } = await register();
    const res = await call(IdentityRoutes.register, {
      body: { displayName: 'Copy', email: email.toUpperCase(), password: 'acorns-and-oak' },
    });
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'An account with this e-mail already exists');
  });
});

describe('sessions', () => {
  it('lasts 12 hours by default', async () => {
    const { token } = await register();
    const { iat, exp } = decodeJwt(token);
    assert.equal(exp! - iat!, 12 * 3600);
  });

  it('logout ends the session at once, and only that one', async () => {
    const { token, email } = await register();
    const other = await call(IdentityRoutes.login, { body: { email, password: 'acorns-and-oak' } });
    const out = await call(IdentityRoutes.logout, { token });
    assert.equal(out.status, 204);
    const after = await call(IdentityRoutes.me, { token });
    assert.equal(after.status, 401);
    assert.equal(after.body.message, 'Your session has expired. Please log in again');
    assert.equal((await call(IdentityRoutes.logout, { token })).status, 401);
    assert.equal((await call(IdentityRoutes.me, { token: other.body.token })).status, 200);
  });

  it('logout needs a session', async () => {
    assert.equal((await call(IdentityRoutes.logout)).status, 401);
  });
});

describe('bad input', () => {
  it('400 naming a missing field', async () => {
    const res = await call(IdentityRoutes.register, { untypedBody: { email: uniqueEmail(), password: 'acorns-and-oak' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'displayName is required');
  });

  it('400 naming a short password', async () => {
    const res = await call(IdentityRoutes.register, { body: { displayName: 'A', email: uniqueEmail(), password: 'short' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'password must be at least 8 characters');
  });

  it('400 naming a malformed e-mail', async () => {
    const res = await call(IdentityRoutes.register, {
      body: { displayName: 'A', email: 'not-an-email', password: 'acorns-and-oak' },
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'email must be a valid e-mail address');
  });

  it('400, not 500, for a NUL character PostgreSQL could not store, on register and login', async () => {
    const register = await call(IdentityRoutes.register, {
      body: { displayName: 'a\u0000b', email: uniqueEmail(), password: 'acorns-and-oak' },
    });
    assert.equal(register.status, 400);
    assert.equal(register.body.message, 'displayName must not contain the NUL character (U+0000)');
    const login = await call(IdentityRoutes.login, { body: { email: 'fern\u0000@example.test', password: 'acorns-and-oak' } });
    assert.equal(login.status, 400);
    assert.equal(login.body.message, 'email must not contain the NUL character (U+0000)');
  });

  it('400 for malformed JSON', async () => {
    const res = await call(IdentityRoutes.login, { rawBody: '{"email": ', headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Request body is not valid JSON');
  });

  it('400 for a malformed id', async () => {
    const res = await call(IdentityRoutes.promote, { params: { id: 'not-an-id' }, token: adminToken });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'id must be a valid id');
  });

  it('413 for a body over 1 MB', async () => {
    const res = await call(IdentityRoutes.login, { body: { email: 'x@example.test', password: 'p'.repeat(1_100_000) } });
    assert.equal(res.status, 413);
    assert.equal(res.body.message, 'Request body is larger than 960 KB');
  });

  it('JSON 404 for an unknown /api route', async () => {
    const res = await outsideTheRoutes('/api/no-such-thing');
    assert.equal(res.status, 404);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    assert.equal(res.body.code, 'NOT_FOUND');
  });
});

describe('secrets stay out of the logs', () => {
  it('two registrations of one e-mail at once: one account, a 409, and no hash or password in any log', async () => {
    const email = uniqueEmail();
    const password = `secret-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(IdentityRoutes.register, { body: { displayName: 'Twin', email, password } })),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409, 409, 409]);
    await new Promise((r) => setTimeout(r, 300));
    // The processes' logs; the mail outbox beside them is a folder of mails.
    for (const file of readdirSync(system.logDir).filter((name) => name.endsWith('.log'))) {
      const log = readFileSync(join(system.logDir, file), 'utf8');
      assert.doesNotMatch(log, /\$argon2/, `${file} carries a password hash`);
      assert.ok(!log.includes(password), `${file} carries a password`);
    }
  });
});

describe('server-side enforcement', () => {
  it('401 without a token and with a forged one', async () => {
    assert.equal((await call(IdentityRoutes.me)).status, 401);
    assert.equal((await call(IdentityRoutes.listUsers)).status, 401);
    const forged = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    assert.equal((await call(IdentityRoutes.me, { token: forged })).status, 401);
  });

  it('403 for a non-admin on every admin route', async () => {
    const { token, id } = await register();
    for (const [route, request] of [
      [IdentityRoutes.listUsers, () => call(IdentityRoutes.listUsers, { token })],
      [IdentityRoutes.promote, () => call(IdentityRoutes.promote, { params: { id }, token })],
      [IdentityRoutes.demote, () => call(IdentityRoutes.demote, { params: { id }, token })],
      [IdentityRoutes.removeUser, () => call(IdentityRoutes.removeUser, { params: { id }, token })],
    ] as const) {
      const res = await request();
      assert.equal(res.status, 403, `${route.method} ${route.path}`);
      assert.equal(res.body.message, 'Only admins may do this');
    }
  });

  it('lets an admin list, promote, demote and delete users', async () => {
    const { id, email } = await register('Willow');
    const list = await call(IdentityRoutes.listUsers, { token: adminToken });
    assert.equal(list.status, 200);
    assert.ok(list.body.some((u) => u._id === id && u.email === email && u.role === undefined));

    const promoted = await call(IdentityRoutes.promote, { params: { id }, token: adminToken });
    assert.equal(promoted.status, 200);
    assert.equal(promoted.body.role, 'admin');
    const demoted = await call(IdentityRoutes.demote, { params: { id }, token: adminToken });
    assert.equal(demoted.status, 200);
    assert.equal(demoted.body.role, undefined);
    assert.equal((await call(IdentityRoutes.removeUser, { params: { id }, token: adminToken })).status, 200);
    assert.equal((await call(IdentityRoutes.removeUser, { params: { id }, token: adminToken })).status, 404);
  });

  it('a demoted admin cannot promote anyone, not even in the moment after the demotion', async () => {
    const demoted = await register();
    const other = await register();
    await call(IdentityRoutes.promote, { params: { id: demoted.id }, token: adminToken });
    assert.equal((await call(IdentityRoutes.listUsers, { token: demoted.token })).status, 200);
    assert.equal((await call(IdentityRoutes.demote, { params: { id: demoted.id }, token: adminToken })).status, 200);
    const tries = await Promise.all(
      [1, 2, 3].map(() => call(IdentityRoutes.promote, { params: { id: other.id }, token: demoted.token })),
    );
    assert.deepEqual(
      tries.map((t) => t.status),
      [403, 403, 403],
    );
    assert.equal((await call(IdentityRoutes.me, { token: other.token })).body.role, undefined);
  });

  it('a demoted admin loses admin access within 5 seconds', async () => {
    const { id, token } = await register();
    await call(IdentityRoutes.promote, { params: { id }, token: adminToken });
    await waitUntil(async () => (await call(IdentityRoutes.listUsers, { token })).status === 200, 5000);
    await call(IdentityRoutes.demote, { params: { id }, token: adminToken });
    await waitUntil(async () => (await call(IdentityRoutes.listUsers, { token })).status === 403, 5000);
  });

  it('a deleted user loses access within 5 seconds', async () => {
    const { id, token } = await register();
    assert.equal((await call(IdentityRoutes.me, { token })).status, 200);
    await call(IdentityRoutes.removeUser, { params: { id }, token: adminToken });
    await waitUntil(async () => (await call(IdentityRoutes.me, { token })).status === 401, 5000);
  });
});

describe('rate limits', () => {
  it('429 with Retry-After when login is hammered', async () => {
    const { email } = await register();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const res = await call(IdentityRoutes.login, { body: { email, password: 'wrong-password' } });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
    assert.ok(Number(retryAfter) > 0 && Number(retryAfter) <= 60, `Retry-After was ${retryAfter}`);
  });

  it('429 when one address tries many accounts (password spraying), whatever the e-mail', async () => {
    const sprayer = apiClient(system.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await sprayer(IdentityRoutes.login, { body: { email: uniqueEmail(), password: 'Winter2026!' } });
      statuses.push(res.status);
    }
    assert.deepEqual(statuses, [...Array<number>(30).fill(401), 429, 429]);
    // Another address is not affected.
    assert.equal((await call(IdentityRoutes.login, { body: { email: uniqueEmail(), password: 'Winter2026!' } })).status, 401);
  });

  it('429 with Retry-After when register is hammered', async () => {
    const hammer = apiClient(system.baseUrl);
    let last = await hammer(IdentityRoutes.register, { untypedBody: {} });
    for (let i = 0; i < 45 && last.status !== 429; i++) last = await hammer(IdentityRoutes.register, { untypedBody: {} });
    assert.equal(last.status, 429);
    assert.ok(Number(last.headers.get('retry-after')) > 0);
  });
});

describe('the edge', () => {
  it('tells browsers and proxies not to keep auth answers or personal data', async () => {
    const { token, email } = await register();
    const login = await call(IdentityRoutes.login, { body: { email, password: 'acorns-and-oak' } });
    const answers = [
      login,
      await call(IdentityRoutes.me, { token }),
      await call(IdentityRoutes.listUsers, { token: adminToken }),
      await call(IdentityRoutes.login, { body: { email, password: 'wrong-password' } }),
    ];
    for (const answer of answers) assert.equal(answer.headers.get('cache-control'), 'no-store');
  });

  it('serves no source maps', async () => {
    // A page the app draws itself names the app's script (a page painted ahead asks for it from a script of its own).
    const index = await (await fetch(`${system.baseUrl}/forgot-password`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    assert.ok(script, 'the page names its script');
    const code = await (await fetch(`${system.baseUrl}${script}`)).text();
    assert.doesNotMatch(code, /sourceMappingURL/);
    const map = await fetch(`${system.baseUrl}${script}.map`);
    assert.notEqual(map.status, 200);
  });

  it('sets security headers and a request id on every response', async () => {
    const index = await (await fetch(`${system.baseUrl}/forgot-password`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    const answers = {
      'a route': await fetch(`${system.baseUrl}/api/health`),
      'a refusal': await fetch(`${system.baseUrl}/api/users/me`),
      'an unknown API path': await fetch(`${system.baseUrl}/api/no-such-thing`),
      'a body that is not JSON': await fetch(`${system.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      }),
      'the page': await fetch(`${system.baseUrl}/shop`),
      'a file of the web app': await fetch(`${system.baseUrl}${script}`),
    };
    const pages = new Set(['the page', 'a file of the web app']);
    const ids = new Set<string>();
    for (const [what, res] of Object.entries(answers)) {
      await res.arrayBuffer();
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', what);
      assert.match(res.headers.get('strict-transport-security') ?? '', /max-age=\d+/, what);
      if (pages.has(what)) {
        assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN', what);
        assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'self'/, what);
      } else {
        // Data, not a document: nothing may load from it, nothing may frame it.
        assert.equal(res.headers.get('x-frame-options'), 'DENY', what);
        assert.equal(res.headers.get('content-security-policy'), "default-src 'none';frame-ancestors 'none'", what);
      }
      assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/, what);
      ids.add(res.headers.get('x-request-id') ?? '');
    }
    assert.equal(ids.size, Object.keys(answers).length, 'each answer has its own request id');
    // API answers are not kept unless a route says so; the page and the hashed files are.
    assert.equal(answers['a refusal'].headers.get('cache-control'), 'no-store');
    assert.equal(answers['an unknown API path'].headers.get('cache-control'), 'no-store');
    assert.equal(answers['the page'].headers.get('cache-control'), 'public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    assert.match(answers['a file of the web app'].headers.get('cache-control') ?? '', /immutable/);
  });

  it('answers a request too large to read (a 20 KB URL) in the API error shape, with the security headers', async () => {
    const res = await outsideTheRoutes(`/api/users/${'a'.repeat(20_000)}`);
    assert.equal(res.status, 431);
    assert.deepEqual(res.body, {
      message: 'The request line and headers are too large: a URL or cookie is too long',
      code: 'HEADERS_TOO_LARGE',
    });
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('cache-control'), 'no-store');
  });

  it('answers a URL the router cannot decode (a broken percent-encoding) in the API error shape, with the security headers', async () => {
    const res = await outsideTheRoutes('/api/users/%zz');
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { message: 'The URL is not valid: it has a broken percent-encoding', code: 'BAD_URL' });
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });

  it('answers 404 to a request target that is not a path, which the router would otherwise serve as one', async () => {
    for (const target of ['GET *api/users/me', 'GET *api/health/live', 'OPTIONS *']) {
      const answer = await rawRequest(system.baseUrl, target);
      assert.equal(answer.status, 404, target);
      assert.deepEqual(answer.body, { message: `No route ${target}`, code: 'NOT_FOUND' }, target);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', target);
    }
  });

  it('reports the gateway and identity healthy', async () => {
    const res = await call(OperationsRoutes.health);
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'ok');
    assert.deepEqual(res.body.services.identity?.checks, { database: 'ok', nats: 'ok', redis: 'ok' });
  });

  it('documents every route in OpenAPI', async () => {
    const answer = await fetch(`${system.baseUrl}/api/docs-json`);
    const res = { status: answer.status, body: (await answer.json()) as { paths: Record<string, Record<string, unknown>> } };
    assert.equal(res.status, 200);
    const routes = Object.entries(res.body.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    for (const route of [
      'POST /api/auth/login',
      'POST /api/auth/register',
      'GET /api/users/me',
      'GET /api/users',
      'PUT /api/users/{id}/promote',
      'PUT /api/users/{id}/demote',
      'DELETE /api/users/{id}',
      'GET /api/health',
    ]) {
      assert.ok(routes.includes(route), `${route} missing from ${routes.join(', ')}`);
    }
    const docsPage = await fetch(`${system.baseUrl}/api/docs`);
    assert.equal(docsPage.status, 200);
    // A page, though under /api: the site's policy, which lets its scripts and styles load.
    assert.match(docsPage.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    const style = /href="(\.\/[^"]+\.css)"/.exec(await docsPage.text())?.[1];
    assert.ok(style, 'the docs page links its style sheet');
    const sheet = await fetch(new URL(style, `${system.baseUrl}/api/docs`));
    assert.equal(sheet.status, 200);
    assert.match(sheet.headers.get('content-type') ?? '', /text\/css/);
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.fail(`not true within ${timeoutMs} ms`);
}
