import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { z } from 'zod';
import type { DeclaredRoute } from '../auth/declared-routes.js';
import { documentOperations } from './document-operations.js';
import { openApiSchemaOf } from './openapi-schema.js';

/** Documents a route's body with the contract's own schema, so the docs cannot drift from validation. */
export const ApiInput = (schema: z.ZodType) => {
  return ApiBody({
    schema: openApiSchemaOf(schema, 'input') as Parameters<typeof ApiBody>[0] extends { schema?: infer S } ? S : never,
  });
};

/**
 * Documents a route's query parameters with the contract's own schema, one parameter per field;
 * none required when `requires` is false (those of a route answered instead when one is given).
 */
export const ApiQueryInput = (schema: z.ZodType, descriptions: Readonly<Record<string, string>> = {}, requires = true) => {
  const { properties = {}, required = [] } = openApiSchemaOf(schema, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return applyDecorators(
    ...Object.entries(properties).map(([name, property]) =>
      ApiQuery({
        name,
        required: requires && required.includes(name),
        schema: property,
        ...(descriptions[name] ? { description: descriptions[name] } : {}),
      } as Parameters<typeof ApiQuery>[0]),
    ),
  );
};

/** OpenAPI of every route at /api/docs (UI) and /api/docs-json. */
export function setUpApiDocs(app: NestFastifyApplication, routes: readonly DeclaredRoute[]): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Storystump API')
      .setDescription(
        'The HTTP API of the Storystump platform. Admin routes need the bearer token of an admin. ' +
          "The device route (/api/device/v1) takes a stump's key as `Authorization: ApiKey <key>`. " +
          'Firmware manifests (tag, size and sha256 joined by newlines) are signed with Ed25519; ' +
          'the public key is at GET /api/versions/signing-key.',
      )
      .setVersion('1')
      .setLicense('Proprietary', '/')
      .addServer('/', 'This server')
      .addBearerAuth()
      .addApiKey({ type: 'apiKey', in: 'header', name: 'Authorization', description: 'ApiKey <key>' }, 'ApiKey')
      .build(),
    // Each route's tag is its declaration's, not its controller's name.
    { autoTagControllers: false },
  );
  documentOperations(document, routes);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
