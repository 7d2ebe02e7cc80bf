import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';

const POLICY: HelmetOptions = {
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
 * Helmet's headers, worked out once at start: they are the same on every answer, and having
 * helmet parse its policy per request was the gateway's largest cost of its own in a CPU profile.
 */
export function securityHeaders(options: HelmetOptions = POLICY): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * The headers every answer carries but the request's id: helmet's, and for API answers
 * `cache-control: no-store` (they carry tokens and personal data: no browser or proxy keeps them
 * unless a route says otherwise).
 */
export interface StandardHeaders {
  page: Record<string, string>;
  api: Record<string, string>;
}

export function standardHeaders(): StandardHeaders {
  const page = securityHeaders();
  return { page, api: { ...page, 'cache-control': 'no-store' } };
}

/** Sets the standard headers and the request's id in one plain hook before routing (a route may still replace one). */
export function addStandardHeaders(app: NestFastifyApplication, { page: pageHeaders, api: apiHeaders }: StandardHeaders): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.headers(request.url.startsWith('/api') ? apiHeaders : pageHeaders).header('x-request-id', request.id);
      done();
    });
}
