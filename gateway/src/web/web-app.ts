import fastifyStatic from '@fastify/static';
import { standardHeadersFor } from '../security/security-headers.js';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WholeAnswer, WRITES_WHOLE_ANSWERS } from '../http/whole-answer.js';
import { loadAppPage, pageReplyFor, type AppPage, type PageReplyName } from './app-page.js';

const HASHED_ASSET = /\/assets\//;
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

/**
 * The built web app: its files (precompressed .br/.gz served when the client accepts them, hashed
 * assets cached for a year, source maps never), and index.html from memory for `/` and every
 * client-side route. A GET that matches no API route lands here as an ordinary route, not as an
 * error to recover from.
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  webDist: string,
  pageHeaders: Readonly<Record<string, string>>,
): Promise<void> {
  const page = loadAppPage(webDist);
  if (!page) return;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // Source maps and the build's own notes (.vite/) stay home; .br and .gz are served only as encodings.
    allowedPath: (pathname) => !/\.(map|br|gz)$/.test(pathname) && !pathname.startsWith('/.vite/'),
    setHeaders: (reply, path) => {
      // Vite names assets by content hash: they never change. Other files always may.
      void reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.getHttpAdapter().getInstance().get('/*', WRITES_WHOLE_ANSWERS, pageRoute(page, pageHeaders));
}

/** The page for `/` and every client-side route, each of its answers laid out once with the standard headers. */
function pageRoute(page: AppPage, pageHeaders: Readonly<Record<string, string>>) {
  const answers = Object.fromEntries(
    Object.entries(page.replies).map(([name, reply]) => [
      name,
      new WholeAnswer(reply.status, { ...pageHeaders, ...reply.headers }, reply.body),
    ]),
  ) as Record<PageReplyName, WholeAnswer>;
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Unknown API routes and missing files (a .js, a .map) are 404s, not the app's page.
    if (path.startsWith('/api/') || path === '/api' || FILE_NAME.test(path)) {
      void reply.headers(standardHeadersFor(request.method, request.url)).header('x-request-id', request.id);
      return reply.status(404).send({ message: `No route ${request.method} ${path}`, code: 'NOT_FOUND' });
    }
    answers[pageReplyFor(page, request.headers['if-none-match'], request.headers['accept-encoding'])].write(request, reply);
  };
}
