import type { DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import pg from 'pg';
import { DataSource, type DataSourceOptions, type MixedList } from 'typeorm';
import { readInfraConfig } from './config.js';

export interface ServiceDatabase {
  /** The service's own schema; nothing else in the service touches another. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>;
}

export function serviceDataSourceOptions(db: ServiceDatabase, databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    schema: db.schema,
    entities: db.entities,
    migrations: db.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: true,
    synchronize: false,
    logging: ['error', 'warn'],
    extra: { max: 10, application_name: db.schema },
  };
}

/** TypeORM cannot create the schema its migrations table lives in, so that comes first. */
export async function ensureSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

/** The service's data source on its own schema, migrated on start. */
export const DatabaseModule = {
  forService(db: ServiceDatabase): DynamicModule {
    return TypeOrmModule.forRootAsync({
      useFactory: () => serviceDataSourceOptions(db, readInfraConfig().databaseUrl),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error(`no data source options for schema ${db.schema}`);
        await ensureSchema((options as { url: string }).url, db.schema);
        return new DataSource(options).initialize();
      },
    });
  },
};
