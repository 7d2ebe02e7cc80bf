import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The pages a search engine should know: the public storefront. */
const PUBLIC_PAGES = ['/', '/shop', '/map', '/contact', '/wifisetup'];
/** Pages of one person, or of admins: nothing for a search engine. */
const PRIVATE_PAGES = ['/account', '/admin', '/success', '/login', '/register', '/api/'];

/** robots.txt and sitemap.xml, with absolute addresses from PUBLIC_URL (so they are made here, not at build). */
export function serveCrawlerFiles(app: NestFastifyApplication, publicUrl: string): void {
  const fastify = app.getHttpAdapter().getInstance();
  const robots = [
    'User-agent: *',
    ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  fastify.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  fastify.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
}
