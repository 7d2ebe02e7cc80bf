import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { INFRA_CONFIG, type InfraConfig } from './config.js';
import { EVENT_TABLE_ENTITIES, EventTables1764000000000 } from './events/event-tables.migration.js';
import { IdempotentRepliesInterceptor } from './idempotency/idempotent-replies.interceptor.js';
import { IdempotentReplies1764000000001 } from './idempotency/idempotent-replies.migration.js';
import { IdempotentReplyEntity } from './idempotency/idempotent-reply.entity.js';
import { SealedIdempotentReplies1796100000000 } from './idempotency/sealed-replies.migration.js';
import { OutboxJobEntity } from './jobs/outbox-job.entity.js';
import { OutboxJobs1795700000000 } from './jobs/outbox-jobs.migration.js';
import { SharedTablesHousekeeping } from './idempotency/shared-tables-housekeeping.js';

/** A class TypeORM can instantiate: an entity or a migration. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Constructor = Function;

export interface ServiceDatabase {
  /** The service's own schema; nothing else in the service touches another. */
  schema: string;
  entities: Constructor[];
  migrations: Constructor[];
}

/**
 * The data source options of a service's schema. Every schema also gets the shared tables: the
 * event tables (outbox, processed events, dead letters), so every service can publish and consume
 * events, the jobs' outbox, and the replies kept for requests with an Idempotency-Key.
 */
export function serviceDataSourceOptions(db: ServiceDatabase, databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    schema: db.schema,
    entities: [...db.entities, ...EVENT_TABLE_ENTITIES, IdempotentReplyEntity, OutboxJobEntity],
    migrations: [
      ...db.migrations,
      EventTables1764000000000,
      IdempotentReplies1764000000001,
      OutboxJobs1795700000000,
      SealedIdempotentReplies1796100000000,
    ],
    migrationsTableName: 'migrations',
    migrationsRun: true,
    synchronize: false,
    // Failed queries are logged by the error filters without their parameters, never by TypeORM.
    logging: false,
    // Every statement here is short: compiling one with JIT (set off by cost estimates, which are
    // often stale on queue-like tables) takes far longer than running it.
    extra: { max: 10, application_name: db.schema, options: '-c jit=off' },
  };
}

/**
 * Creates the schema (TypeORM cannot create the one its migrations table lives in), opens the
 * data source and runs its pending migrations, one process at a time per schema (a PostgreSQL
 * advisory lock), so copies starting together never race, not even on creating the schema.
 */
async function initializeMigrated(options: DataSourceOptions, databaseUrl: string, schema: string): Promise<DataSource> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${schema}`]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replaceAll('"', '')}"`);
    const dataSource = await new DataSource({ ...options, migrationsRun: false }).initialize();
    try {
      await dataSource.runMigrations({ transaction: 'all' });
    } catch (error) {
      await dataSource.destroy();
      throw error;
    }
    return dataSource;
  } finally {
    await lock.end();
  }
}

/** Each service's schema as its module declares it, so the `migrate` role needs nothing else. */
const declaredDatabases = new Map<string, ServiceDatabase>();

/** Brings a service's schema up to date and closes: the whole of the `migrate` role. */
export async function migrateSchema(schema: string, databaseUrl: string): Promise<void> {
  const db = declaredDatabases.get(schema);
  if (!db) throw new Error(`No module declares the schema ${schema}`);
  const dataSource = await initializeMigrated(serviceDataSourceOptions(db, databaseUrl), databaseUrl, schema);
  await dataSource.destroy();
}

/**
 * The service's data source on its own schema, migrated on start; with it, every request that
 * carries an Idempotency-Key is answered once (IdempotentRepliesInterceptor).
 */
@Module({})
export class DatabaseModule {
  static forService(db: ServiceDatabase): DynamicModule {
    declaredDatabases.set(db.schema, db);
    // The service's repositories, from its one list of entities, injectable in every module of the service.
    const repositories = TypeOrmModule.forFeature(db.entities);
    return {
      module: DatabaseModule,
      global: true,
      imports: [DatabaseModule.dataSource(db), repositories],
      providers: [{ provide: APP_INTERCEPTOR, useClass: IdempotentRepliesInterceptor }, SharedTablesHousekeeping],
      exports: [repositories],
    };
  }

  private static dataSource(db: ServiceDatabase): DynamicModule {
    return TypeOrmModule.forRootAsync({
      inject: [INFRA_CONFIG],
      useFactory: (config: InfraConfig) => serviceDataSourceOptions(db, config.databaseUrl),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error(`no data source options for schema ${db.schema}`);
        return initializeMigrated(options, (options as { url: string }).url, db.schema);
      },
    });
  }
}
