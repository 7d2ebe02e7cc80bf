import { serviceDataSourceOptions, type ServiceDatabase } from '@storystump/service-kit';
import { DataSource } from 'typeorm';

/**
 * A data source on a running service's schema, for checks a test makes from outside (schema
 * drift, rows a refused call must not have written). It runs no migrations: the service did.
 */
export async function openServiceDatabase(db: ServiceDatabase, databaseUrl: string): Promise<DataSource> {
  const options = { ...serviceDataSourceOptions(db, databaseUrl), migrationsRun: false, extra: { max: 2 } };
  return new DataSource(options).initialize();
}
