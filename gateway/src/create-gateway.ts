import 'reflect-metadata';
import { fastifyMultipart } from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoLogger, ProcessMetrics, type Settings } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import fastify, { type FastifyInstance } from 'fastify';
import { AppModule, GATEWAY_CONTROLLERS } from './app.module.js';
import { declaredRoutes } from './auth/declared-routes.js';
import { setUpApiDocs } from './docs/api-docs.js';
import { registerSecurityHeaders, STANDARD_HEADERS } from './security/security-headers.js';
import { clientErrorAnswerer } from './errors/client-error.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { routerErrorAnswerer } from './errors/router-error.js';
import type { GatewayConfig } from './gateway-config.js';
import { GatewayEvents } from './events/gateway-events.js';
import { addAnswerHooks } from './http/answer-hooks.js';
import { registerCompressedAnswers } from './http/compressed-answers.js';
import { PublicReads } from './public-reads/public-reads.js';
import { acceptWellFormedJsonOnly } from './validation/well-formed-json-bodies.js';
import { serveCrawlerFiles } from './web/crawler-files.js';
import { answerKeptBadgesFirst, KeptBadges } from './hosts/kept-badges.js';
import { loadPageTable } from './web/page-table.js';
import { serveWebApp } from './web/web-app.js';
import { WebBuild } from './web/web-build.js';

/** The HTTP edge: /api/* into NATS, plus the built web app, on Fastify. */
export async function createGateway(config: GatewayConfig, settings: Settings): Promise<NestFastifyApplication> {
  const logger = new PinoLogger('gateway', settings.LOG_LEVEL);
  const instance = fastify({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: clientErrorAnswerer(STANDARD_HEADERS.api),
    frameworkErrors: routerErrorAnswerer(STANDARD_HEADERS.api),
  });
  registerSecurityHeaders(instance);
  const answers = addAnswerHooks(instance);
  await registerCompressedAnswers(instance);
  // Without middie: the gateway has no Nest middleware, and middie's hook would run on every request.
  const adapter = new FastifyAdapter(Object.assign(instance, { skipMiddie: true }));
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forConfig(config, settings), adapter, {
    logger,
    rawBody: true,
  });
  acceptWellFormedJsonOnly(app, instance, config.bodyLimitBytes);
  answerKeptBadgesFirst(instance, app.get(KeptBadges));
  // Firmware uploads: one file and one tag; the file streams to disk (see versions/firmware-upload.ts).
  await registerMultipart(instance, config.firmwareMaxBytes);
  app.setGlobalPrefix('api');
  // An API path no route declares is data not found, not a path of the web app's pages.
  instance.all('/api/*', (_request, reply) => reply.callNotFound());
  app.enableShutdownHooks();
  const publicReads = app.get(PublicReads);
  const pages = loadPageTable(config.webRenderer) ?? [];
  const webBuild = WebBuild.at(config.webDist, config.webRenderer);
  if (webBuild) await serveWebApp(app, webBuild, pages, publicReads, app.get(GatewayEvents), STANDARD_HEADERS.page);
  serveCrawlerFiles(app, config.publicUrl, pages);
  app.useGlobalFilters(new HttpErrorFilter(logger));
  const metrics = app.get(ProcessMetrics);
  // The gateway's lines name their request explicitly (the services get its id in NATS headers):
  // a request scope here would tax every promise of every request.
  const logsRequests = logger.pino.isLevelEnabled('debug');
  answers.reportTo((method, route, status, milliseconds, requestId) => {
    metrics.observe('http', route, String(status), milliseconds / 1000);
    if (logsRequests) {
      logger.forRequest(requestId).debug(`${method} ${route} ${status} in ${milliseconds.toFixed(1)} ms`, 'Requests');
    }
  });
  setUpApiDocs(app, declaredRoutes(GATEWAY_CONTROLLERS));
  await app.init();
  return app;
}

function registerMultipart(instance: FastifyInstance, maxFileBytes: number): Promise<void> {
  const limits = { fileSize: maxFileBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 };
  return new Promise((resolve, reject) => fastifyMultipart(instance, { limits }, (error) => (error ? reject(error) : resolve())));
}
