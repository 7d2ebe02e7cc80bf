import { z } from 'zod';

/** A contract's schema in the form OpenAPI 3.0 takes: of what a caller sends (`input`), or of what it gets back (`output`). */
export function openApiSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...openApi } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });
  return openApi;
}
