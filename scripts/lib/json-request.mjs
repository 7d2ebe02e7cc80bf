/** One HTTP request to `url` + `path`, a JSON body sent from `json`; the answer's status, headers and body (JSON parsed, else text). */
export async function jsonRequest(url, path, { method = 'GET', headers = {}, json, body } = {}) {
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
