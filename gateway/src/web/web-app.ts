import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CatalogEvents } from '@storystump/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayEvents } from '../events/gateway-events.js';
import type { PublicReads } from '../public-reads/public-reads.js';
import { chooseEncoding, loadAppPage, pageReplyFor, type AppPage } from './app-page.js';
import type { PageOfTable } from './page-table.js';
import { renderedWithProducts } from './rendered-shop.js';
import type { WebBuild } from './web-build.js';

const HASHED_ASSET = /\/assets\//;
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

/**
 * The built web app: its files (precompressed .br/.gz served when the client accepts them, hashed
 * assets cached for a year, source maps never), and its pages from memory, as ordinary routes:
 * each page of the table rendered ahead gets the file the build rendered it into (home.html for
 * `/`), `/shop` the shop rendered with the products the gateway holds once it is, and every other
 * client-side route index.html. A GET that matches no API route lands here as an ordinary route,
 * not as an error to recover from.
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  build: WebBuild,
  pages: PageOfTable[],
  reads: PublicReads,
  events: GatewayEvents,
  pageHeaders: Record<string, string>,
): Promise<void> {
  const policy = pageHeaders['content-security-policy'];
  const page = loadAppPage(build.webDist);
  if (!page) return;
  const renderedFiles = new Set(pages.flatMap((entry) => (entry.file ? [`/${entry.file}`] : [])));
  await app.register(fastifyStatic, {
    root: build.webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // Source maps and the build's own notes (.vite/) stay home; .br and .gz are served only as encodings, rendered pages only at their paths.
    allowedPath: (pathname) =>
      !/\.(map|br|gz)$/.test(pathname) && !pathname.startsWith('/.vite/') && !renderedFiles.has(pathname),
    setHeaders: (reply, path) => {
      // Vite names assets by content hash: they never change. Other files always may.
      void reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const instance = app.getHttpAdapter().getInstance();
  const productsChange = (listener: () => void) => {
    events.onEvent(CatalogEvents.productsChanged, listener);
    events.onReconnect(listener);
  };
  for (const entry of pages) {
    const rendered = entry.file ? (loadAppPage(build.webDist, entry.file, policy) ?? page) : page;
    const withProducts =
      entry.rendered === 'with-products' ? renderedWithProducts(entry.path, reads, build, productsChange, policy) : undefined;
    const current = withProducts ? () => withProducts() ?? rendered : () => rendered;
    instance.get(entry.path, (request, reply) => sendPage(current(), request, reply));
  }
  // An address no page of the table has is the app's page saying so ("Lost in the woods"), as a
  // 404 that search engines and monitors can tell from a page. Without a table, every path is the app's.
  const found = pages.length === 0;
  instance.get('/*', (request, reply) => answerWithPage(page, request, reply, found));
}

/** A path no route of the table matched: unknown API routes and missing files (a .js, a .map) are 404s, not the app's page. */
function answerWithPage(page: AppPage, request: FastifyRequest, reply: FastifyReply, found: boolean) {
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path === '/api' || FILE_NAME.test(path)) {
    return reply.status(404).send({ message: `No route ${request.method} ${path}`, code: 'NOT_FOUND' });
  }
  if (!found) {
    const answer = page.replies[chooseEncoding(request.headers['accept-encoding'], page)];
    return reply.status(404).headers(answer.headers).send(answer.body);
  }
  return sendPage(page, request, reply);
}

/** A page: a path a route of the table matched is one even when it looks like a file's (a host's link ends `.1.<signature>`). */
function sendPage(page: AppPage, request: FastifyRequest, reply: FastifyReply) {
  const answer = page.replies[pageReplyFor(page, request.headers)];
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
}
