import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface WebApp {
  /** Answers a browser's GET for a client-side route with index.html; false when that does not apply. */
  fallback(request: FastifyRequest, reply: FastifyReply): boolean;
}

const HASHED_ASSET = /\/assets\//;
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

export async function serveWebApp(app: NestFastifyApplication, webDist: string): Promise<WebApp> {
  const available = existsSync(join(webDist, 'index.html'));
  if (available) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // Source maps stay home even if a build made them.
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders: (reply, path) => {
        // Vite names assets by content hash: they never change. index.html always may.
        void reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return {
    fallback(request, reply) {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      // A missing file (a .js, a .map) is a 404, not the app's page.
      const isFile = FILE_NAME.test(request.url.split('?')[0] ?? '');
      if (!available || !isPage || isFile || request.url.startsWith('/api')) return false;
      void reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
      return true;
    },
  };
}
