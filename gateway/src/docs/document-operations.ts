import type { OpenAPIObject } from '@nestjs/swagger';
import type { DeclaredAccess, DeclaredRoute } from '../auth/declared-routes.js';
import { OPERATION_SUMMARIES } from './operation-summaries.js';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;

const ERROR_BODY = { $ref: '#/components/schemas/HttpError' };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_BODY } } });

const SECURITY: Record<DeclaredAccess, Operation['security']> = {
  public: [],
  user: [{ bearer: [] }],
  admin: [{ bearer: [] }],
  device: [{ ApiKey: [] }],
};

/**
 * Each operation's summary, auth scheme and the answers of the checks before it, from the route's own
 * decorators (what the access guard and the device key guard enforce): none for a public route,
 * the bearer token of a user or an admin, or a stump's `ApiKey`; 401, 403 for admin routes, 429
 * for limited ones and 400 where there is input to refuse, each with the `{ message, code }` body.
 */
export function documentOperations(document: OpenAPIObject, routes: readonly DeclaredRoute[]): void {
  document.components ??= {};
  document.components.schemas = {
    ...document.components.schemas,
    HttpError: {
      type: 'object',
      required: ['message', 'code'],
      properties: {
        message: { type: 'string', description: 'What went wrong, in words a person can act on' },
        code: { type: 'string', description: 'The same, for programs: VALIDATION_FAILED, UNAUTHENTICATED, …' },
      },
    },
  };
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const operation = document.paths[path]?.[route.method.toLowerCase() as 'get'];
    if (!operation) continue;
    operation.summary ??= OPERATION_SUMMARIES[`${route.method} ${route.path}`];
    operation.security = SECURITY[route.access];
    const responses = operation.responses;
    if (operation.requestBody || operation.parameters?.length) responses['400'] ??= errorAnswer('The input is not valid');
    if (route.access === 'device') responses['401'] ??= errorAnswer("No stump's key, or a key that is not valid");
    else if (route.access !== 'public') responses['401'] ??= errorAnswer('Not signed in, or the session has ended');
    if (route.access === 'admin') responses['403'] ??= errorAnswer('Signed in, but not an admin');
    if (route.rateLimited) responses['429'] ??= errorAnswer('Too many requests: wait as long as Retry-After says');
  }
}
