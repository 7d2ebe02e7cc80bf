import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** For documents a browser shows: the app's page and files, the API docs' UI, the unsubscribe page. */
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

/**
 * The headers every answer carries but the request's id: helmet's for documents on pages, and for
 * API answers helmet's for data with `cache-control: no-store` (they carry tokens and personal
 * data: no browser or proxy keeps them unless a route says otherwise).
 */
export interface StandardHeaders {
  page: Record<string, string>;
  api: Record<string, string>;
}

export const STANDARD_HEADERS: Readonly<StandardHeaders> = Object.freeze({
  page: Object.freeze(securityHeaders(DOCUMENT_POLICY)),
  api: Object.freeze({ ...securityHeaders(DATA_POLICY), 'cache-control': 'no-store' }),
});

/** The API's own pages: the docs' UI and its files (its JSON, at /api/docs-json, is data). */
const API_DOCUMENTS = /^\/api\/docs(?:[/?]|$)/;

/** Which standard headers a request's answer starts with: by its target, as no answer is known before routing. */
export function standardHeadersFor(url: string, { page, api }: StandardHeaders = STANDARD_HEADERS): Record<string, string> {
  return url.startsWith('/api') && !API_DOCUMENTS.test(url) ? api : page;
}

/** Sets the standard headers and the request's id in one plain hook before routing (a route may still replace one). */
export function addStandardHeaders(app: NestFastifyApplication, headers: StandardHeaders = STANDARD_HEADERS): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.headers(standardHeadersFor(request.url, headers)).header('x-request-id', request.id);
      done();
    });
}
