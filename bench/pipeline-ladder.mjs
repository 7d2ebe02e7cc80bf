// What each layer of the gateway's per-request machinery costs, for one public read answered from
// memory (GET /api/stripe/products): servers in processes of their own, each one layer more than
// the last, all sending the gateway's very answer (recorded from a running system), loaded in turn
// (autocannon, 50 connections), ROUNDS rounds, medians of req/s and of the CPU each server spent a
// request (from /proc). The layers:
//   fastify        a bare Fastify route sending the answer (its headers set by the handler)
//   + hooks        the gateway's Fastify options and hooks (request id, security and answer
//                  headers, compression, multipart, the answer report), the route setting only
//                  what the copy adds (etag, cache-control, type)
//   + nest         the same instance under Nest's FastifyAdapter: a controller method with the
//                  request and the reply as parameters, no guards
//   + guards       the gateway's three global guards' shape (each reads the handler's metadata
//                  through the Reflector and lets the request through) and a request-context
//                  parameter made by a param decorator
//   gateway        the gateway itself, in a system started for the run
// Run after a build: node bench/pipeline-ladder.mjs [seconds-per-load] [rounds] [path]
import 'reflect-metadata';
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { processCpuMicros } from './process-cpu.mjs';
import { recordAnswer } from './recorded-answer.mjs';

const LAYERS = ['fastify', '+ hooks', '+ nest', '+ guards'];
const serving = process.argv.find((arg) => arg.startsWith('--serve='));
if (serving) await serve(LAYERS.indexOf(serving.slice('--serve='.length)), Number(process.argv[3]), process.argv[4]);
else await measure();

async function measure() {
  const { default: autocannon } = await import('autocannon');
  const { freePort, startSystem } = await import('../libs/testing/dist/index.js');
  const [secondsArg = '5', roundsArg = '3', path = '/api/stripe/products'] = process.argv.slice(2);
  const seconds = Number(secondsArg);
  const rounds = Number(roundsArg);
  const dir = mkdtempSync(join(tmpdir(), 'storystump-ladder-'));
  const system = await startSystem({ settings: { LOG_LEVEL: 'warn' } });
  const children = [];
  try {
    const answer = await recordAnswer(`${system.baseUrl}${path}`);
    writeFileSync(join(dir, 'answer.json'), JSON.stringify({ ...answer, path }));
    const servers = [];
    for (const layer of LAYERS) {
      const port = await freePort();
      const child = fork(new URL(import.meta.url).pathname, [`--serve=${layer}`, String(port), join(dir, 'answer.json')], {
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      children.push(child);
      await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`${layer} exited ${code}`)));
      });
      servers.push({ layer, url: `http://127.0.0.1:${port}${path}`, pid: child.pid });
    }
    servers.push({ layer: 'gateway', url: `${system.baseUrl}${path}`, pid: system.pidOf('gateway') });
    const load = async ({ url, pid }, duration) => {
      const before = processCpuMicros(pid);
      const result = await autocannon({ url, connections: 50, duration });
      const cpu = (processCpuMicros(pid) - before) / result.requests.total;
      return { rps: result.requests.average, cpu, bad: result.errors + result.non2xx };
    };
    for (const server of servers) await load(server, 2);
    const runs = new Map(servers.map((server) => [server.layer, []]));
    const loads = [];
    for (let round = 0; round < rounds; round++) {
      loads.push(loadavg()[0]);
      for (const server of servers) runs.get(server.layer).push(await load(server, seconds));
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const first = runs.get('fastify');
    const rows = [];
    let previous;
    for (const [layer, results] of runs) {
      const cpu = median(results.map((r) => r.cpu));
      rows.push({
        layer,
        'req/s': Math.round(median(results.map((r) => r.rps))),
        'x fastify': median(results.map((r, i) => r.rps / first[i].rps)).toFixed(2),
        'CPU µs/req': cpu.toFixed(1),
        'µs over the layer before': previous === undefined ? '' : (cpu - previous).toFixed(1),
        'non-2xx or errors': results.reduce((sum, r) => sum + r.bad, 0),
      });
      previous = cpu;
    }
    console.log(
      `GET ${path}, 50 connections, ${rounds} rounds of ${seconds} s a layer; load average at each round: ${loads.map((l) => l.toFixed(1)).join(', ')}`,
    );
    console.table(rows);
  } finally {
    for (const child of children) child.kill();
    await system.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One layer's server: answers `answerFile`'s recorded answer at its path. */
async function serve(layer, port, answerFile) {
  const { default: fastify } = await import('fastify');
  const answer = JSON.parse(readFileSync(answerFile, 'utf8'));
  const body = Buffer.from(answer.body, 'base64').toString('utf8');
  const { etag, 'cache-control': cacheControl, 'content-type': type } = answer.headers;
  if (layer === 0) {
    const app = fastify();
    app.get(answer.path, (_request, reply) => reply.headers(answer.headers).header('x-request-id', randomUUID()).send(body));
    await app.listen({ port, host: '127.0.0.1' });
    return process.send('ready');
  }
  const { registerSecurityHeaders } = await import('../gateway/dist/src/security/security-headers.js');
  const { addAnswerHooks } = await import('../gateway/dist/src/http/answer-hooks.js');
  const { registerCompressedAnswers } = await import('../gateway/dist/src/http/compressed-answers.js');
  const { fastifyMultipart } = await import('@fastify/multipart');
  const { RequestTallies } = await import('../libs/service-kit/dist/ops/request-tallies.js');
  const instance = fastify({ genReqId: () => randomUUID(), routerOptions: { ignoreTrailingSlash: true } });
  registerSecurityHeaders(instance);
  const answers = addAnswerHooks(instance);
  await registerCompressedAnswers(instance);
  await instance.register(fastifyMultipart, { limits: { files: 1 } });
  const tallies = new RequestTallies([0.01, 0.1, 1], { counter: 'c', histogram: 'h' }, { counter: 'c', histogram: 'h' });
  answers.reportTo((_method, route, status, milliseconds) => tallies.record('http', route, String(status), milliseconds / 1000));
  const answerFromCopy = (reply) => {
    void reply.headers({ etag, 'cache-control': cacheControl });
    void reply.type(type);
    return body;
  };
  if (layer === 1) {
    instance.get(answer.path, (_request, reply) => reply.send(answerFromCopy(reply)));
    await instance.listen({ port, host: '127.0.0.1' });
    return process.send('ready');
  }
  const { Controller, Get, Injectable, Module, Req, Res, createParamDecorator, SetMetadata } = await import('@nestjs/common');
  const { APP_GUARD, NestFactory, Reflector } = await import('@nestjs/core');
  const { FastifyAdapter } = await import('@nestjs/platform-fastify');
  const withGuards = layer === 3;
  class ProductsController {
    async answer(...args) {
      const reply = args[withGuards ? 2 : 1];
      return answerFromCopy(reply);
    }
  }
  const prototype = ProductsController.prototype;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, 'answer');
  Controller()(ProductsController);
  Get(answer.path.replace(/^\/api\//, ''))(prototype, 'answer', descriptor);
  SetMetadata('access', 'public')(prototype, 'answer', descriptor);
  if (withGuards) {
    const Ctx = createParamDecorator((_data, context) => {
      const request = context.switchToHttp().getRequest();
      const address = Reflect.getMetadata('passes-address', context.getHandler()) ? request.ip : undefined;
      return { requestId: request.id, ...(request.actor ? { actor: request.actor } : {}), ...(address ? { address } : {}) };
    });
    Ctx()(prototype, 'answer', 0);
    Req()(prototype, 'answer', 1);
    Res({ passthrough: true })(prototype, 'answer', 2);
  } else {
    Req()(prototype, 'answer', 0);
    Res({ passthrough: true })(prototype, 'answer', 1);
  }
  const guards = [0, 1, 2].map(() => {
    class MetadataGuard {
      constructor(reflector) {
        this.reflector = reflector;
      }
      canActivate(context) {
        return this.reflector.getAllAndOverride('access', [context.getHandler(), context.getClass()]) !== 'none';
      }
    }
    Injectable()(MetadataGuard);
    Reflect.defineMetadata('design:paramtypes', [Reflector], MetadataGuard);
    return { provide: APP_GUARD, useClass: MetadataGuard };
  });
  class AppModule {}
  Module({ controllers: [ProductsController], providers: withGuards ? guards : [] })(AppModule);
  const app = await NestFactory.create(AppModule, new FastifyAdapter(Object.assign(instance, { skipMiddie: true })), {
    logger: false,
  });
  app.setGlobalPrefix('api');
  await app.listen({ port, host: '127.0.0.1' });
  process.send('ready');
}
