import { Global, Module, type INestApplicationContext, type Provider, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  AuditTrail,
  DatabaseModule,
  Outbox,
  OutboxRelay,
  RpcClient,
  SettingsModule,
  type ServiceDatabase,
  type Settings,
} from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { createTestDatabase } from './database.js';
import { FakeRpcClient } from './fake-rpc-client.js';

export interface MediumTestOptions {
  /** The service's name, as its audit events and settings carry it. */
  service: string;
  /** The service's schema, entities and migrations: all run on a database made for the test. */
  database: ServiceDatabase;
  /** The services under test and what they need from their own service. */
  providers: Provider[];
  settings?: Settings;
}

export interface MediumTestModule {
  /** Answers the service's calls to other services, as the test programs it. */
  rpc: FakeRpcClient;
  /** The service's data source, for checking rows the calls wrote. */
  db: DataSource;
  /** A provider of the module: a service class, or the token a provider was given. */
  get<T>(token: Type<T> | string | symbol): T;
  close(): Promise<void>;
}

/**
 * One service's providers on a real PostgreSQL (a database of its own, the service's migrations
 * run), with no NATS or Redis: other services are a FakeRpcClient and events stay in the outbox
 * table. A test calls the service's methods directly, past the access check an operation has.
 */
export async function startMediumTestModule(options: MediumTestOptions): Promise<MediumTestModule> {
  const database = await createTestDatabase();
  const rpc = new FakeRpcClient();
  const settings = { ...options.settings, DATABASE_URL: database.url };

  @Global()
  @Module({
    providers: [
      { provide: RpcClient, useValue: rpc },
      // Events are left in the outbox table; nothing carries them to NATS.
      { provide: OutboxRelay, useValue: { wake() {} } },
      Outbox,
      AuditTrail,
    ],
    exports: [RpcClient, OutboxRelay, Outbox, AuditTrail],
  })
  class StandInsModule {}

  @Module({
    imports: [SettingsModule.forRoot(options.service, settings), DatabaseModule.forService(options.database), StandInsModule],
    providers: options.providers,
  })
  class MediumModule {}

  let app: INestApplicationContext;
  try {
    app = await NestFactory.createApplicationContext(MediumModule, { logger: false, abortOnError: false });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    rpc,
    db: app.get<DataSource>(getDataSourceToken()),
    get: <T>(token: Type<T> | string | symbol) => app.get<T>(token),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
