import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HeldAnswers } from '../http/held-answers.js';
import type { PublicReads } from '../public-reads/public-reads.js';
import { loadAppPage, pageReplyFor, type AppPage } from './app-page.js';
import { heldPageAnswers } from './page-answers.js';
import { holdRenderedShop, rendererOf } from './rendered-shop.js';

const HASHED_ASSET = /\/assets\//;
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

/**
 * The built web app: its files (precompressed .br/.gz served when the client accepts them, hashed
 * assets cached for a year, source maps never), and index.html from memory for every client-side
 * route; `/` gets home.html, the same page with the home page's first view rendered in by the
 * build, when there is one, and `/shop` the shop rendered with its products (see rendered-shop.ts).
 * A GET that matches no API route lands here as an ordinary route, not as an error to recover
 * from; `/` itself, the storefront's front door, is held in memory.
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  webDist: string,
  held: HeldAnswers,
  reads: PublicReads,
  pageHeaders: Record<string, string>,
): Promise<void> {
  const page = loadAppPage(webDist);
  if (!page) return;
  const home = loadAppPage(webDist, 'home.html', pageHeaders['content-security-policy']) ?? page;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // Source maps and the build's own notes (.vite/) stay home; .br and .gz are served only as encodings.
    allowedPath: (pathname) => !/\.(map|br|gz)$/.test(pathname) && !pathname.startsWith('/.vite/') && pathname !== '/home.html',
    setHeaders: (reply, path) => {
      // Vite names assets by content hash: they never change. Other files always may.
      void reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  held.hold('/', heldPageAnswers(home, pageHeaders));
  const instance = app.getHttpAdapter().getInstance();
  instance.get('/', (request, reply) => answerWithPage(home, request, reply));
  const renderer = rendererOf(webDist);
  if (renderer) {
    holdRenderedShop(held, reads, renderer, webDist, pageHeaders);
    instance.get('/shop', (request, reply) => answerWithPage(page, request, reply));
  }
  instance.get('/*', (request, reply) => answerWithPage(page, request, reply));
}

function answerWithPage(page: AppPage, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  // Unknown API routes and missing files (a .js, a .map) are 404s, not the app's page.
  if (path.startsWith('/api/') || path === '/api' || FILE_NAME.test(path)) {
    return reply.status(404).send({ message: `No route ${request.method} ${path}`, code: 'NOT_FOUND' });
  }
  const answer = page.replies[pageReplyFor(page, request.headers)];
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
}
