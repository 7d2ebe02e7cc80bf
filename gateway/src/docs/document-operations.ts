import { Reflector } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { DeclaredAccess, DeclaredRoute } from '../auth/declared-routes.js';
import { openApiSchemaOf } from './openapi-schema.js';
import { REPLIES, type DocumentedReply } from './replies.js';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;

const ERROR_BODY = { $ref: '#/components/schemas/HttpError' };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_BODY } } });

const STATUS_WORDS: Record<number, string> = { 200: 'Done', 201: 'Made', 202: 'Accepted', 204: 'Done: nothing to send back' };

const reflector = new Reflector();

/** The route's own answers from its `@Replies`, the first at the status Nest gives the route (`@HttpCode`, else 200, 201 for POST). */
function documentReplies(operation: Operation, answers: readonly DocumentedReply[]): void {
  const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
  if (success) delete operation.responses[success];
  for (const [index, answer] of answers.entries()) {
    const status = answer.status ?? Number(success ?? 200);
    const content = answer.json
      ? { 'application/json': { schema: openApiSchemaOf(answer.json, 'output') } }
      : answer.media
        ? { [answer.media.type]: { schema: answer.media.schema } }
        : undefined;
    operation.responses[String(status)] = {
      description: answer.description ?? STATUS_WORDS[status] ?? (index === 0 ? 'Done' : String(status)),
      ...(content ? { content } : {}),
      ...(answer.headers ? { headers: answer.headers } : {}),
    };
  }
}

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
 * for limited ones and 400 where there is input to refuse, each with the `{ message, code }` body; the
 * route's own answers (`@Replies`), and `{ message, code }` for any other.
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
    operation.security = SECURITY[route.access];
    const answers = reflector.get<DocumentedReply[] | undefined>(REPLIES, route.handler);
    if (answers) documentReplies(operation, answers);
    const responses = operation.responses;
    if (operation.requestBody || operation.parameters?.length) responses['400'] ??= errorAnswer('The input is not valid');
    if (route.access === 'device') responses['401'] ??= errorAnswer("No stump's key, or a key that is not valid");
    else if (route.access !== 'public') responses['401'] ??= errorAnswer('Not signed in, or the session has ended');
    if (route.access === 'admin') responses['403'] ??= errorAnswer('Signed in, but not an admin');
    if (route.rateLimited) responses['429'] ??= errorAnswer('Too many requests: wait as long as Retry-After says');
    responses.default ??= errorAnswer('Any other refusal or failure (404, 409, 413, 503, …), with what went wrong');
  }
}
