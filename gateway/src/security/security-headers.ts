import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Policy = HelmetOptions;

/**
 * For documents a browser shows: the app's page and files, the API docs' UI, the pages of mails'
 * links. Helmet's defaults with the site's policy, naming each header the data policy leaves out.
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
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

type HeaderSet = Readonly<Record<string, string>>;

/** Answers under /api carry tokens and personal data: no browser or proxy keeps them unless a route says otherwise. */
export const NOT_STORED: HeaderSet = Object.freeze({ 'cache-control': 'no-store' });

// Helmet makes each set once: making them per request was a tenth of a page answer's time.
const PAGE_HEADERS: HeaderSet = Object.freeze(securityHeaders(DOCUMENT_POLICY));
const DATA_HEADERS: HeaderSet = Object.freeze(securityHeaders(DATA_POLICY));

/**
 * The security headers worked out once, for answers written without the router (a request Node
 * or the router could not read) and for pages laid out in memory: a page's, and the API's, kept by no one.
 */
export const STANDARD_HEADERS: Readonly<{ page: HeaderSet; api: HeaderSet }> = Object.freeze({
  page: PAGE_HEADERS,
  api: Object.freeze({ ...DATA_HEADERS, ...NOT_STORED }),
});

/**
 * API routes a browser is sent to, whose answers it shows as pages: the docs' UI and its files
 * (its JSON, at /api/docs-json, is data), and the links of mails, whose page's button posts back
 * to them (that answer, its page or its refusal alike, is a page too).
 */
const API_PAGE_ROUTES = /^\/api\/(?:docs(?:\/.*)?|unsubscribe|interest\/confirm)$/;

/** Whether a route answers pages (the web app and the API's pages) rather than data. */
export const answersPages = (url: string): boolean => !url.startsWith('/api') || API_PAGE_ROUTES.test(url);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security headers of the route's answers (see registerSecurityHeaders). */
    securityHeaders?: HeaderSet;
  }
}

/**
 * Helmet's headers on every answer that goes through the router, by what its route answers: a
 * page's policy for page routes, the data policy for the others and for not-found answers, each
 * route's set given to it as it is declared. Call before any route is declared, and before the
 * other hooks that set headers, so that these come first in every answer.
 */
export function registerSecurityHeaders(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route) => {
    route.config = { ...route.config, securityHeaders: answersPages(route.url) ? PAGE_HEADERS : DATA_HEADERS };
  });
  instance.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.routeOptions.config.securityHeaders ?? DATA_HEADERS);
    done();
  });
}
