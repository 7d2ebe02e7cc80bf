import 'reflect-metadata';
import { Module, type DynamicModule, type INestApplicationContext, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { positiveInt, readInfraConfig } from './config.js';
import { deadLettersController } from './dead-letters.controller.js';
import { DrainingNatsServer } from './draining-nats-server.js';
import { InFlightRequests } from './ops/in-flight-requests.js';
import { migrateSchema } from './database.module.js';
import { PinoLogger } from './logger.js';
import { natsConnectionOptions } from './nats-options.js';
import { OpsModule } from './ops/ops.module.js';
import { RpcErrorFilter } from './rpc-error.filter.js';
import { answersRequests, readServiceRole, type ServiceRole } from './service-role.js';
import { SettingsModule, type Settings } from './settings.js';

export interface BootstrapOptions {
  /** Defaults to `process.env`; tests pass their own object. */
  settings?: Settings;
  /** Defaults to `--role=` on the command line, else `SERVICE_ROLE`, else `all`. */
  role?: ServiceRole;
}

@Module({})
class ServiceRootModule {}

const rootModule = (
  name: string,
  module: Type<unknown>,
  settings: Settings,
  role: ServiceRole,
  inFlight: InFlightRequests,
): DynamicModule => ({
  module: ServiceRootModule,
  imports: [SettingsModule.forRoot(name, settings, role), OpsModule.forRoot(inFlight), module],
  controllers: [deadLettersController(name)],
});

/**
 * Starts a service. In the `all` and `api` roles it is a NATS microservice in a queue group
 * named after it, so N copies share the requests; in the `worker` role it answers no requests
 * and only runs its background work (queues, event consumers, the outbox relay).
 * SIGTERM/SIGINT drain subscriptions and let the job in hand finish before the process exits.
 * In the `migrate` role it brings the service's schema up to date and returns nothing.
 */
export async function bootstrapService(
  name: string,
  module: Type<unknown>,
  options: BootstrapOptions = {},
): Promise<INestApplicationContext | undefined> {
  const settings = options.settings ?? process.env;
  const role = options.role ?? readServiceRole(settings);
  const logger = new PinoLogger(name, settings.LOG_LEVEL);
  const config = readInfraConfig(settings);
  if (role === 'migrate') {
    await migrateSchema(name, config.databaseUrl);
    logger.log(`${name}'s schema is up to date`, 'Bootstrap');
    return undefined;
  }
  const inFlight = new InFlightRequests();
  const root = rootModule(name, module, settings, role, inFlight);
  if (!answersRequests(role)) {
    const context = await NestFactory.createApplicationContext(root, { logger, abortOnError: false });
    context.enableShutdownHooks();
    logger.log(`${name} is running its background work (role ${role})`, 'Bootstrap');
    return context;
  }
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(root, {
    strategy: new DrainingNatsServer(
      { ...natsConnectionOptions(config, name), queue: name },
      inFlight,
      positiveInt(settings.SHUTDOWN_GRACE_MS, 25_000, 'SHUTDOWN_GRACE_MS'),
    ),
    logger,
    // A service that cannot start throws (and main exits non-zero) instead of Nest aborting the process.
    abortOnError: false,
  });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  app.enableShutdownHooks();
  await app.listen();
  logger.log(`${name} is listening on ${config.natsUrl} (role ${role})`, 'Bootstrap');
  return app;
}
