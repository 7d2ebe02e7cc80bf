import { pathOf, type PathParams, type RouteBody, type RouteQuery, type RouteReply } from '@storystump/contracts';
import { BROWSER_USER_AGENT } from '../browser.js';
import { answerOf, DocumentedAnswers } from '../documented-answers.js';
import { testClientAddress } from '../system.js';

/** A route of the API as the client needs it: `API_ROUTE_GROUPS.stations.update`, `StationRoutes.update`. */
interface ApiRoute {
  readonly method: string;
  readonly path: string;
}

/** The fields of the gateway's answer to a refused request. */
export interface RefusalFields {
  readonly message?: string;
  readonly code?: string;
  readonly statusCode?: number;
  readonly error?: string;
}

/**
 * An answer's body: the route's reply on success, and the refusal's fields readable on the same
 * object otherwise. A route the gateway works itself declares no reply: its body is any object.
 */
export type AnswerBody<T> = unknown extends T
  ? Record<string, unknown> & RefusalFields
  : T extends object
    ? T & RefusalFields
    : T;

export interface ApiResponse<T = unknown> {
  status: number;
  body: AnswerBody<T>;
  headers: Headers;
}

type ParamsOption<R extends ApiRoute> = [keyof PathParams<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<R['path']> };
type Optional<K extends string, T> = [T] extends [undefined]
  ? { [_ in K]?: undefined }
  : Partial<T> extends T
    ? { [_ in K]?: T }
    : { [_ in K]: T };

type QueryOption<R> =
  | Optional<'query', RouteQuery<R>>
  | {
      /** A query the route does not take, in place of `query`: for the tests of its refusal. */
      untypedQuery: Record<string, string>;
      query?: undefined;
    };
type BodyOption<R> =
  | (Optional<'body', RouteBody<R>> & { untypedBody?: undefined; rawBody?: undefined })
  | {
      /** A body the route does not take, sent as JSON in place of `body`: for the tests of its refusal. */
      untypedBody: unknown;
      body?: undefined;
    }
  | {
      /** A body sent as it is, with its own content type in `headers`: a signed webhook, a form, text that is not JSON. */
      rawBody: string;
      body?: undefined;
    };

/** What a call of a route takes: its path parameters, query and body as the route declares them. */
export type CallOptions<R extends ApiRoute> = ParamsOption<R> &
  QueryOption<R> &
  BodyOption<R> & {
    /** Sent as `Authorization: Bearer <token>`. */
    token?: string;
    headers?: Record<string, string>;
  };

type CallArgs<R extends ApiRoute> =
  Record<string, never> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

const documents = new Map<string, Promise<DocumentedAnswers>>();

function documentOf(baseUrl: string): Promise<DocumentedAnswers> {
  let document = documents.get(baseUrl);
  if (!document) {
    document = DocumentedAnswers.of(baseUrl);
    documents.set(baseUrl, document);
  }
  return document;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) search.append(name, String(each));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const fill = pathOf as (declaration: { readonly path: string }, params?: Record<string, string>) => string;

/**
 * The API's client for tests, typed from the route table: a route's path parameters, query, body
 * and reply are the ones its declaration names, so a call the API would not take does not compile.
 * Each client is a client address of its own (X-Forwarded-For), so rate limits never cross test
 * files, and says it is a desktop browser (its page views are not a bot's). Every answer is held
 * to the API document (/api/docs-json): an answer the document does not describe, or describes
 * wrongly, fails the test that got it.
 */
export function apiClient(baseUrl: string, address = testClientAddress()) {
  return async function call<R extends ApiRoute>(route: R, ...[options]: CallArgs<R>): Promise<ApiResponse<RouteReply<R>>> {
    const given = (options ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
      untypedQuery?: Record<string, string>;
      body?: unknown;
      untypedBody?: unknown;
      rawBody?: string;
      token?: string;
      headers?: Record<string, string>;
    };
    const path = fill(route, given.params) + queryString(given.untypedQuery ?? given.query);
    const headers: Record<string, string> = { 'x-forwarded-for': address, 'user-agent': BROWSER_USER_AGENT, ...given.headers };
    if (given.token) headers.authorization = `Bearer ${given.token}`;
    const json = 'untypedBody' in given ? given.untypedBody : given.body;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${path}`, {
      method: route.method,
      headers,
      body: json === undefined ? given.rawBody : JSON.stringify(json),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const documented = await documentOf(baseUrl);
    const documentedRoute = documented.routeOf(route.method, path.split('?')[0]!);
    if (!documentedRoute) throw new Error(`${route.method} ${path} is not in the API document`);
    const problem = documented.problemWith(
      route.method,
      documentedRoute,
      answerOf(res.status, res.headers.get('content-type'), text),
    );
    if (problem) throw new Error(`${route.method} ${path} answered other than the API document says: ${problem}`);
    return { status: res.status, body: parsed as AnswerBody<RouteReply<R>>, headers: res.headers };
  };
}

/** A call of the API's client: `call(StationRoutes.update, { params: { id }, body, token })`. */
export type ApiCall = ReturnType<typeof apiClient>;
