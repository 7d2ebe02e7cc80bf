// The running system's HTTP API, as the demo seeder speaks to it.
import { jsonRequest } from '../json-request.mjs';

/** A client of the gateway at `url`; `call` throws, naming the route, unless the answer has the expected status. */
export function gatewayClient(url) {
  const send = (path, options) => jsonRequest(url, path, options);

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
