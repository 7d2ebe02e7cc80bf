import 'reflect-metadata';
import { Module, type DynamicModule, type INestApplicationContext, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { readInfraConfig } from './config.js';
import { PinoLogger } from './logger.js';
import { natsConnectionOptions } from './nats-options.js';
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

const rootModule = (name: string, module: Type<unknown>, settings: Settings, role: ServiceRole): DynamicModule => ({
  module: ServiceRootModule,
  imports: [SettingsModule.forRoot(name, settings, role), module],
});

/**
 * Starts a service. In the `all` and `api` roles it is a NATS microservice in a queue group
 * named after it, so N copies share the requests; in the `worker` role it answers no requests
 * and only runs its background work (queues, event consumers, the outbox relay).
 * SIGTERM/SIGINT drain subscriptions and let the job in hand finish before the process exits.
 */
export async function bootstrapService(
  name: string,
  module: Type<unknown>,
  options: BootstrapOptions = {},
): Promise<INestApplicationContext> {
  const settings = options.settings ?? process.env;
  const role = options.role ?? readServiceRole(settings);
  const logger = new PinoLogger(name, settings.LOG_LEVEL);
  const config = readInfraConfig(settings);
  const root = rootModule(name, module, settings, role);

  if (!answersRequests(role)) {
    const context = await NestFactory.createApplicationContext(root, { logger, abortOnError: false });
    context.enableShutdownHooks();
    logger.log(`${name} is running its background work (role ${role})`, 'Bootstrap');
    return context;
  }
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(root, {
    transport: Transport.NATS,
    options: {
      ...natsConnectionOptions(config, name),
      queue: name,
      gracefulShutdown: true,
      gracePeriod: 1000,
    },
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
