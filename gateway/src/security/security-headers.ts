import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's options as @fastify/helmet takes them (its types name helmet's CommonJS build). */
type Policy = FastifyHelmetOptions;

/**
 * For documents a browser shows: the app's page and files, the API docs' UI, the pages of mails'
 * links. Helmet's defaults with the site's policy; a route's policy is laid over the data policy
 * the server has, so each header the data policy leaves out is asked for again.
 */
const DOCUMENT_POLICY: Policy = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
    },
  },
  xFrameOptions: { action: 'sameorigin' },
  crossOriginOpenerPolicy: true,
  originAgentCluster: true,
  xDnsPrefetchControl: true,
  xDownloadOptions: true,
  xPermittedCrossDomainPolicies: true,
  xXssProtection: true,
};

/**
 * For data (JSON, downloads): a policy that lets nothing load and nothing frame the answer, should a
 * browser ever be led to show it, plus the headers that still count for an answer that is not a
 * page. Helmet's others (opener policy, agent cluster, DNS prefetch, IE's download and XSS
 * switches, Flash's policy files) govern documents only; each was ~40 bytes on every API answer.
 */
const DATA_POLICY: Policy = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Helmet's headers for `options`, as helmet sets them on an answer. */
export function securityHeaders(options: Policy = DOCUMENT_POLICY): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options as HelmetOptions)({} as never, response as never, () => undefined);
  return headers;
}

type HeaderSet = Readonly<Record<string, string>>;

/** Answers under /api carry tokens and personal data: no browser or proxy keeps them unless a route says otherwise. */
export const NOT_STORED: HeaderSet = Object.freeze({ 'cache-control': 'no-store' });

/**
 * The security headers worked out once, for answers written without the router (a request Node
 * or the router could not read) and for pages laid out in memory: a page's, and the API's, kept by no one.
 */
export const STANDARD_HEADERS: Readonly<{ page: HeaderSet; api: HeaderSet }> = Object.freeze({
  page: Object.freeze(securityHeaders(DOCUMENT_POLICY)),
  api: Object.freeze({ ...securityHeaders(DATA_POLICY), ...NOT_STORED }),
});

/**
 * API routes a browser is sent to, whose answers it shows as pages: the docs' UI and its files
 * (its JSON, at /api/docs-json, is data), and the links of mails, whose page's button posts back
 * to them (that answer, its page or its refusal alike, is a page too).
 */
const API_PAGE_ROUTES = /^\/api\/(?:docs(?:\/.*)?|unsubscribe|interest\/confirm)$/;

/** Whether a route answers pages (the web app and the API's pages) rather than data. */
export const answersPages = (url: string): boolean => !url.startsWith('/api') || API_PAGE_ROUTES.test(url);

/**
 * Helmet's headers on every answer that goes through the router, by what its route answers: a
 * page's policy for page routes, the data policy for the others and for not-found answers. Call
 * before any route is declared: the policy is given to each route as it is.
 */
export async function registerSecurityHeaders(instance: FastifyInstance): Promise<void> {
  instance.addHook('onRoute', (route) => {
    if (answersPages(route.url)) route.helmet = DOCUMENT_POLICY;
  });
  await instance.register(fastifyHelmet, DATA_POLICY);
}
