import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { readInfraConfig } from './config.js';
import { PinoLogger } from './logger.js';
import { natsConnectionOptions } from './nats-options.js';
import { RpcErrorFilter } from './rpc-error.filter.js';

/**
 * Starts a service as a NATS microservice in a queue group named after it, so N copies share
 * the work. SIGTERM/SIGINT drain subscriptions before the process exits.
 */
export async function bootstrapService(name: string, module: Type<unknown>) {
  const logger = new PinoLogger(name);
  const config = readInfraConfig();
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    transport: Transport.NATS,
    options: {
      ...natsConnectionOptions(config, name),
      queue: name,
      gracefulShutdown: true,
      gracePeriod: 1000,
    },
    logger,
  });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  app.enableShutdownHooks();
  await app.listen();
  logger.log(`${name} is listening on ${config.natsUrl}`, 'Bootstrap');
  return app;
}
