import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { PageOfTable } from './page-table.js';

/** Not pages at all: nothing for a search engine. */
const NOT_PAGES = ['/api/'];
const CRAWLER_CACHE = 'public, max-age=3600';

/** A page's path as robots.txt takes it: a path with a parameter (`/host/:token`) is disallowed from where the parameter starts. */
const robotsPath = (path: string) => path.replace(/:.*$/, '');

/**
 * robots.txt and sitemap.xml from the web app's page table: the pages of the public storefront in
 * the sitemap, those of one person or of admins disallowed. Their addresses are absolute, from
 * PUBLIC_URL, so they are made here, not at build.
 */
export function serveCrawlerFiles(app: NestFastifyApplication, publicUrl: string, pages: PageOfTable[]): void {
  const fastify = app.getHttpAdapter().getInstance();
  const robots = [
    'User-agent: *',
    ...[...pages.filter((page) => !page.indexed).map((page) => robotsPath(page.path)), ...NOT_PAGES].map(
      (path) => `Disallow: ${path}`,
    ),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.filter((page) => page.indexed).map((page) => `  <url><loc>${publicUrl}${page.path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  fastify.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robots),
  );
  fastify.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(sitemap),
  );
}
