// The running system's HTTP API, as the demo seeder speaks to it.

/** A client of the gateway at `url`; `call` throws, naming the route, unless the answer has the expected status. */
export function gatewayClient(url) {
  async function send(path, { method = 'GET', headers = {}, json, body } = {}) {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...headers, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: json !== undefined ? JSON.stringify(json) : body,
    });
    const text = await res.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  async function call(expected, path, options = {}) {
    const answer = await send(path, options);
    const allowed = Array.isArray(expected) ? expected : [expected];
    if (!allowed.includes(answer.status)) {
      const message =
        typeof answer.body === 'object' ? (answer.body?.message ?? JSON.stringify(answer.body)) : String(answer.body ?? '');
      throw new Error(`${options.method ?? 'GET'} ${path}: ${answer.status} ${message}`.trim());
    }
    return answer;
  }

  return { url, send, call };
}

/** Signs in; answers the Authorization header of the account's calls. */
export async function signIn(api, email, password) {
  const { body } = await api.call(200, '/api/auth/login', { method: 'POST', json: { email, password } });
  return { authorization: `Bearer ${body.token}` };
}

/** Runs `work` over `items`, at most `concurrency` at once. */
export async function eachLimited(items, concurrency, work) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  });
  await Promise.all(lanes);
}
