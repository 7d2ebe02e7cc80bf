import type { DataSource } from 'typeorm';

/** SQL TypeORM would run to make the schema match the entities: empty when migrations are complete. */
export async function schemaDrift(dataSource: DataSource): Promise<string[]> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return log.upQueries.map((q) => q.query);
}
