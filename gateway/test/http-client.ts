import { answerOf, BROWSER_USER_AGENT, DocumentedAnswers, testClientAddress } from '@storystump/testing';

/**
 * A tiny HTTP client for API tests: JSON in, status + JSON (or text) + headers out. Each client
 * is a client address of its own (X-Forwarded-For), so rate limits never cross test files, and
 * says it is a desktop browser (its page views are not a bot's).
 * Every answer of a documented route is held to the API document (/api/docs-json): an answer
 * the document does not describe, or describes wrongly, fails the test that got it.
 */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

const documents = new Map<string, Promise<DocumentedAnswers>>();

function documentOf(baseUrl: string): Promise<DocumentedAnswers> {
  let document = documents.get(baseUrl);
  if (!document) {
    document = DocumentedAnswers.of(baseUrl);
    documents.set(baseUrl, document);
  }
  return document;
}

export function apiClient(baseUrl: string, address = testClientAddress()) {
  return async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': address, 'user-agent': BROWSER_USER_AGENT, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const documented = await documentOf(baseUrl);
    const route = documented.routeOf(method, path);
    const problem = route && documented.problemWith(method, route, answerOf(res.status, res.headers.get('content-type'), text));
    if (problem) throw new Error(`${method} ${path} answered other than the API document says: ${problem}`);
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
}
