import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastify from 'fastify';
import { serveCrawlerFiles } from './crawler-files.js';
import type { PageOfTable } from './page-table.js';

const page = (path: string, indexed: boolean): PageOfTable => ({
  path,
  title: path,
  access: indexed ? 'anyone' : 'signed-in',
  indexed,
  rendered: 'in-browser',
});

describe('robots.txt and sitemap.xml', () => {
  it("list the table's indexed pages and disallow the others, with absolute addresses", async () => {
    const instance = fastify();
    const app = { getHttpAdapter: () => ({ getInstance: () => instance }) } as unknown as NestFastifyApplication;
    serveCrawlerFiles(app, 'https://shop.example', [
      page('/', true),
      page('/garden', true),
      page('/mine', false),
      page('/host/:token', false),
    ]);
    const robots = (await instance.inject('/robots.txt')).body;
    assert.equal(
      robots,
      'User-agent: *\nDisallow: /mine\nDisallow: /host/\nDisallow: /api/\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
    const sitemap = (await instance.inject('/sitemap.xml')).body;
    assert.deepEqual(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc),
      ['https://shop.example/', 'https://shop.example/garden'],
    );
  });
});
