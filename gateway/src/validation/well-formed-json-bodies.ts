import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, RawServerDefault } from 'fastify';
import { illFormedPart } from './well-formed-json.js';

/**
 * Every JSON body is read by Fastify's own parser (prototype poisoning refused) and then held to
 * one rule before any route sees it: what the API accepts, the database can store as sent.
 */
export function acceptWellFormedJsonOnly(app: NestFastifyApplication, instance: FastifyInstance, bodyLimit: number): void {
  const parseJson = instance.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) =>
    parseJson(request, body.toString('utf8'), (error, parsed) => {
      if (error) return done(error);
      const problem = illFormedPart(parsed);
      return problem ? done(new BadRequestException(problem)) : done(null, parsed);
    }),
  );
}
