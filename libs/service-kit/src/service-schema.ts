import type { QueryRunner } from 'typeorm';

/** The schema of the service whose migration runs, quoted for SQL: the shared tables go in each one. */
export function quotedServiceSchema(q: QueryRunner): string {
  const schema = (q.connection.options as { schema?: string }).schema;
  if (!schema) throw new Error('The shared tables belong in a service schema');
  return `"${schema.replaceAll('"', '')}"`;
}
