import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiBody, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { z } from 'zod';

/** Documents a route's body with the contract's own schema, so the docs cannot drift from validation. */
export const ApiInput = (schema: z.ZodType) => {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return ApiBody({ schema: jsonSchema as Parameters<typeof ApiBody>[0] extends { schema?: infer S } ? S : never });
};

/** OpenAPI of every route at /api/docs (UI) and /api/docs-json. */
export function setUpApiDocs(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Storystump API')
      .setDescription('The HTTP API of the Storystump platform. Admin routes need the bearer token of an admin.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
