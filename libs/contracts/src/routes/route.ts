import { z } from 'zod';
import type { RetryLater } from '../fleet.js';
import type { RpcInput, RpcSubject } from '../rpc-contract.js';

/** Who may call a route: anyone, a signed-in user, an admin, or a stump with its key. */
export type RouteAccess = 'public' | 'user' | 'admin' | 'device';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The gateway's rate-limit rules a route can be counted against (their limits are the gateway's settings). */
export const RATE_LIMIT_NAMES = [
  'login',
  'loginFromAddress',
  'register',
  'checkout',
  'device',
  'enquiry',
  'report',
  'track',
  'claim',
  'claimFromAddress',
  'forgotPassword',
  'forgotPasswordFromAddress',
  'passwordChange',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/** The public lists the gateway keeps a copy of and answers itself, with an ETag. */
export type PublicReadName = 'products' | 'stations';

/** How the gateway may answer a route without asking its service every time. */
export type CachePolicy =
  /** From the gateway's own copy of a public list, with an ETag (304 when the browser's copy is current). */
  | { publicRead: PublicReadName }
  /**
   * Asked every time; the service replies `{ version, answer }` (see `versioned`) and the answer
   * goes with an ETag of its version (304 when the browser's copy is current), kept as a public
   * list is: by a CDN for a few seconds, by a browser that asks again each time.
   */
  | { byVersion: true }
  /** Asked every time; browsers and proxies may keep the answer this long, only the browser when `private`. */
  | { maxAgeSeconds: number; private?: true };

/**
 * The reply of an operation whose route is cached `byVersion`: the answer, and what it is the
 * answer to (the same version for the same answer), of which the gateway makes the ETag.
 */
export const versioned = <T extends z.ZodType>(answer: T) => z.object({ version: z.string(), answer });

/** What the gateway forgets of what it keeps once a change went through (its other copies hear the owner's event). */
export type Forgets =
  { publicRead: PublicReadName } | { accessOfUserIn: 'id' } | { accessOfCaller: true } | { deviceKeyIn: 'id' };

/** How an HTTP route of the API, under `/api`, is asked and answered (see RouteDeclaration). */
export interface HttpSide {
  readonly method: HttpMethod;
  /** Below `/api`, with `:name` for a path parameter: `users/:id/promote`. */
  readonly path: string;
  /**
   * This route shares its method and path with another, which the gateway mounts, and is
   * answered instead of it when the query has this parameter. Both are let in alike.
   */
  readonly whenQueryHas?: string;
  readonly access: RouteAccess;
  /** One line for the API document. */
  readonly summary: string;
  /** The API document's group. */
  readonly tag: string;
  /** The answer's status on success (200 by default, 201 for POST). */
  readonly status?: number;
  readonly rateLimits?: readonly RateLimitName[];
  /** A replayed request is worked again rather than answered from the first answer. */
  readonly ignoresIdempotencyKey?: boolean;
  readonly cache?: CachePolicy;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  /** Path parameters that are not UUIDs (another system's ids), each with its schema. */
  readonly params?: Readonly<Record<string, z.ZodType<string>>>;
  /** A public route that still tells the service who the caller is, when a valid session comes along. */
  readonly identifiesCaller?: boolean;
  /** The service is told the caller's network address, for a limit it keeps per address. */
  readonly passesClientAddress?: boolean;
  /**
   * A signed-in route an account scheduled for deletion may still use (to see itself, cancel the
   * deletion or take its data away); every other one refuses it until the deletion is cancelled.
   */
  readonly openDuringDeletion?: boolean;
  /** Documents what each query parameter means, where its schema does not say enough. */
  readonly queryDescriptions?: Readonly<Record<string, string>>;
  /** The service's reply is sent as `{ data: reply }`. */
  readonly replyInData?: boolean;
  /** A reply of nothing (`null`) is answered 204 with no body. */
  readonly emptyReplyIs204?: boolean;
  readonly forgets?: Forgets;
}

/**
 * One HTTP route of the API, under `/api`. A route with a `subject` is forwarded by the gateway
 * as it is: its path parameters (UUIDs), query and body are checked with these schemas, put
 * together as the subject's input, and the service's reply is the answer. A route without one is
 * worked by a controller of the gateway's own, bound to its entry here.
 */
export interface RouteDeclaration extends HttpSide {
  readonly subject?: RpcSubject;
  /** What a success answers: the service's reply, for the routes of an operation; the gateway's own answer for the others. */
  readonly reply?: z.ZodType;
  /**
   * A list's page operation: a request that names any parameter the operation is `askedBy`
   * (`limit`, `cursor`, `q`, `sort` for a list's paging; every request when it names none) goes
   * there instead, and its page is answered as the items, with `Link` and `X-Total-Count` headers
   * (see `pagedRouteOf`).
   */
  readonly page?: RpcSubject;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route, by name. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;
type HttpInput<R extends HttpSide> = R extends { body: z.ZodType } | { query: z.ZodType }
  ? Output<R['body']> & Output<R['query']> & PathParams<R['path']>
  : [ParamNames<R['path']>] extends [never]
    ? undefined
    : PathParams<R['path']>;

/** A forwarded route whose HTTP input is not what its subject takes does not compile. */
type InputFits<R extends RouteDeclaration> = R extends { subject: infer S extends RpcSubject }
  ? [HttpInput<R>] extends [RpcInput<S>]
    ? unknown
    : { inputDoesNotFitSubject: RpcInput<S> }
  : unknown;

/** Declares a route (see RouteDeclaration); the gateway, the API document, the access checks and the web read it from here. */
export const route = <const R extends RouteDeclaration>(declaration: R & InputFits<R>): R => declaration;

/** An operation whose HTTP input is not what it takes does not compile. */
type OperationInputFits<E> = E extends { http: infer H extends HttpSide; input: infer I extends z.ZodType }
  ? [HttpInput<H>] extends [z.input<I>]
    ? unknown
    : { inputDoesNotFitOperation: z.input<I> }
  : unknown;

/** The route of an operation that has an HTTP side: its `http`, forwarded to its subject. */
export const routeOf = <
  const E extends { readonly subject: RpcSubject; readonly input: z.ZodType; readonly reply: z.ZodType; readonly http: HttpSide },
>(
  entry: E & OperationInputFits<E>,
): E['http'] & { readonly subject: E['subject']; readonly reply: E['reply'] } => ({
  ...entry.http,
  subject: entry.subject,
  reply: entry.reply,
});

/** A page operation whose input is not the list route's query and path parameters does not compile. */
type PageFits<L, P> = L extends { http: { query: infer Q extends z.ZodType; path: infer Path extends string } }
  ? P extends { input: infer I extends z.ZodType }
    ? [z.output<Q> & PathParams<Path>] extends [z.input<I>]
      ? unknown
      : { queryDoesNotFitPage: z.input<I> }
    : unknown
  : { listRouteTakesNoQuery: true };

/**
 * The route of a list operation that can also be asked for a page: without paging parameters it
 * answers the whole list, with any of them the page operation's page (see RouteDeclaration.page).
 */
export const pagedRouteOf = <
  const E extends { readonly subject: RpcSubject; readonly input: z.ZodType; readonly reply: z.ZodType; readonly http: HttpSide },
  const P extends {
    readonly subject: RpcSubject;
    readonly input: z.ZodType;
    readonly inPieces: 'page';
    readonly askedBy: readonly string[];
  },
>(
  list: E & OperationInputFits<E>,
  page: P & PageFits<E, P>,
): E['http'] & { readonly subject: E['subject']; readonly reply: E['reply']; readonly page: P['subject'] } => ({
  ...routeOf(list),
  page: page.subject,
});

/** The URL path of a route, `/api/...`, with its parameters filled in (each URL-encoded). */
export function pathOf<P extends string>(
  declaration: { readonly path: P },
  ...[params]: ParamNames<P> extends never ? [] : [PathParams<P>]
): string {
  const filled = declaration.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
  return `/api/${filled}`;
}

/** The names of a route's path parameters, in order. */
export const paramNamesOf = (path: string): string[] => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/** What a route takes as its body, as a caller sends it. */
export type RouteBody<R> = R extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** What a route takes as its query, as a caller sends it. */
export type RouteQuery<R> = R extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;

type ServiceReply<R> = R extends { reply: infer S extends z.ZodType }
  ? R extends { cache: { byVersion: true } }
    ? z.output<S> extends { answer: infer A }
      ? A
      : never
    : z.output<S>
  : unknown;
type ReplyBody<R> = R extends { emptyReplyIs204: true }
  ? Exclude<ServiceReply<R>, null | RetryLater> | undefined
  : ServiceReply<R>;
/** What a route answers over HTTP: the operation's reply, in `{ data }` where it says so, nothing for a 204 (with Retry-After or not). */
export type RouteReply<R> = R extends { replyInData: true } ? { data: ReplyBody<R> } : ReplyBody<R>;
