import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** For documents a browser shows: the app's page and files, the API docs' UI, the pages of mails' links. */
const DOCUMENT_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
    },
  },
};

/**
 * For data (JSON, downloads): a policy that lets nothing load and nothing frame the answer, should a
 * browser ever be led to show it, plus the headers that still count for an answer that is not a
 * page. Helmet's others (opener policy, agent cluster, DNS prefetch, IE's download and XSS
 * switches, Flash's policy files) govern documents only; each was ~40 bytes on every API answer.
 */
const DATA_POLICY: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Helmet's headers, worked out once at start: they are the same on every answer, and having
 * helmet parse its policy per request was the gateway's largest cost of its own in a CPU profile.
 */
export function securityHeaders(options: HelmetOptions = DOCUMENT_POLICY): Record<string, string> {
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
const NOT_STORED = { 'cache-control': 'no-store' };

/**
 * The headers every answer carries but the request's id: helmet's for documents on pages, and for
 * API answers helmet's for data, kept by no one; the API's own pages have a page's, kept by no one.
 */
export const STANDARD_HEADERS: Readonly<{ page: HeaderSet; api: HeaderSet; apiPage: HeaderSet }> = Object.freeze({
  page: Object.freeze(securityHeaders(DOCUMENT_POLICY)),
  api: Object.freeze({ ...securityHeaders(DATA_POLICY), ...NOT_STORED }),
  apiPage: Object.freeze({ ...securityHeaders(DOCUMENT_POLICY), ...NOT_STORED }),
});

/**
 * API targets a browser is sent to, whose answers it shows as pages: the docs' UI and its files
 * (its JSON, at /api/docs-json, is data), and the links of mails.
 */
const API_PAGES = /^\/api\/(?:docs|unsubscribe|interest\/confirm)(?:[/?]|$)/;

/**
 * The links of mails, whose page's button posts back to them: the answer to that POST is a page
 * too, its page or its refusal alike (a mail client's one-click unsubscribe gets the same page).
 */
const MAIL_LINK_PAGES = /^\/api\/(?:unsubscribe|interest\/confirm)(?:\?|$)/;

/** Which standard headers a request's answer starts with: by its target, as no answer is known before routing. */
export function standardHeadersFor(method: string, url: string): HeaderSet {
  if (!url.startsWith('/api')) return STANDARD_HEADERS.page;
  if ((method === 'GET' || method === 'HEAD') && API_PAGES.test(url)) return STANDARD_HEADERS.apiPage;
  return method === 'POST' && MAIL_LINK_PAGES.test(url) ? STANDARD_HEADERS.apiPage : STANDARD_HEADERS.api;
}

/** Sets the standard headers and the request's id in one plain hook before routing (a route may still replace one). */
export function addStandardHeaders(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.headers(standardHeadersFor(request.method, request.url)).header('x-request-id', request.id);
      done();
    });
}
