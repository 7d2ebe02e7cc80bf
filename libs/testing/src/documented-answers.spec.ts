import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerOf, DocumentedAnswers, type AnswersDocument } from './documented-answers.js';

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const document: AnswersDocument = {
  paths: {
    '/api/basestations/{id}': {
      delete: {
        responses: {
          '200': json({ type: 'object', required: ['deleted'], properties: { deleted: { type: 'boolean', enum: [true] } } }),
        },
      },
    },
    '/api/basestations/status': {
      get: {
        responses: {
          '200': json({
            type: 'array',
            items: {
              type: 'object',
              required: ['lastContactAt'],
              properties: { lastContactAt: { type: 'string', format: 'date-time', nullable: true } },
              additionalProperties: false,
            },
          }),
          '304': { description: 'Not modified' },
          default: json({ $ref: '#/components/schemas/HttpError' }),
        },
      },
    },
  },
  components: {
    schemas: {
      HttpError: {
        type: 'object',
        required: ['message', 'code'],
        properties: { message: { type: 'string' }, code: { type: 'string' } },
      },
    },
  },
};
const answers = new DocumentedAnswers(document);
const JSON_TYPE = 'application/json; charset=utf-8';

describe('answers held to the API document', () => {
  it('finds the route a path falls under, a route named in full before one with a parameter', () => {
    assert.equal(answers.routeOf('GET', '/api/basestations/status?x=1'), '/api/basestations/status');
    assert.equal(answers.routeOf('DELETE', '/api/basestations/5b0c'), '/api/basestations/{id}');
    assert.equal(answers.routeOf('GET', '/api/nowhere'), undefined);
  });

  it('passes an answer as documented, nullable and formatted fields included', () => {
    const route = '/api/basestations/status';
    const ok = (body: unknown) => answers.problemWith('GET', route, { status: 200, contentType: JSON_TYPE, body });
    assert.equal(ok([{ lastContactAt: null }, { lastContactAt: '2026-11-24T10:00:00.000Z' }]), undefined);
    assert.equal(answers.problemWith('GET', route, { status: 304, contentType: null, body: undefined }), undefined);
  });

  it('names what is wrong: a field of another shape, one the document does not list, a date that is none', () => {
    const route = '/api/basestations/status';
    const problem = (body: unknown) => answers.problemWith('GET', route, { status: 200, contentType: JSON_TYPE, body });
    assert.match(problem([{ lastContactAt: 5 }]) ?? '', /lastContactAt must be string/);
    assert.match(problem([{ lastContactAt: null, secret: 'x' }]) ?? '', /must NOT have additional properties/);
    assert.match(problem([{ lastContactAt: 'yesterday' }]) ?? '', /must match format "date-time"/);
  });

  it('holds errors to the default answer, through its reference to the shared error shape', () => {
    const route = '/api/basestations/status';
    assert.equal(
      answers.problemWith('GET', route, {
        status: 404,
        contentType: JSON_TYPE,
        body: { message: 'Not found', code: 'NOT_FOUND' },
      }),
      undefined,
    );
    assert.match(
      answers.problemWith('GET', route, { status: 404, contentType: JSON_TYPE, body: { error: 'Not found' } }) ?? '',
      /must have required property 'message'/,
    );
  });

  it('reads a JSON answer as JSON, and reports one that says JSON but does not parse', () => {
    const route = '/api/basestations/{id}';
    assert.equal(answers.problemWith('DELETE', route, answerOf(200, JSON_TYPE, '{"deleted":true}')), undefined);
    assert.match(answers.problemWith('DELETE', route, answerOf(200, JSON_TYPE, '{"deleted":')) ?? '', /body must be object/);
    assert.deepEqual(answerOf(304, null, ''), { status: 304, contentType: null, body: undefined });
  });

  it('refuses a status the document does not give, a body where it says none, and another media type', () => {
    const route = '/api/basestations/{id}';
    const deleted = { deleted: true };
    assert.equal(answers.problemWith('DELETE', route, { status: 200, contentType: JSON_TYPE, body: deleted }), undefined);
    assert.equal(
      answers.problemWith('DELETE', route, { status: 404, contentType: JSON_TYPE, body: deleted }),
      '404 is not a documented answer',
    );
    assert.equal(
      answers.problemWith('GET', '/api/basestations/status', { status: 304, contentType: 'text/plain', body: 'stale' }),
      undefined,
    );
    assert.equal(
      answers.problemWith('DELETE', route, { status: 200, contentType: 'text/html', body: '<p>gone</p>' }),
      '200 came as text/html, documented as application/json',
    );
    assert.match(
      answers.problemWith('DELETE', route, { status: 200, contentType: JSON_TYPE, body: { deleted: false } }) ?? '',
      /must be equal to one of the allowed values/,
    );
  });
});
