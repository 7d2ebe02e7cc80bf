import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException, ForbiddenException, HttpException } from '@nestjs/common';
import { RpcFailure } from '@storystump/service-kit';
import { RateLimitExceeded } from '../rate-limit/rate-limit-exceeded.js';
import { toHttpError } from './to-http-error.js';

describe('toHttpError', () => {
  it("answers a service's error with its status and { message, code }", () => {
    const error = new RpcFailure({ status: 409, code: 'EMAIL_TAKEN', message: 'An account with this e-mail already exists' });
    assert.deepEqual(toHttpError(error), {
      status: 409,
      body: { message: 'An account with this e-mail already exists', code: 'EMAIL_TAKEN' },
    });
  });

  it('keeps 503 and 504 from the RPC layer', () => {
    assert.equal(toHttpError(new RpcFailure({ status: 504, code: 'UPSTREAM_TIMEOUT', message: 't' })).status, 504);
    assert.equal(toHttpError(new RpcFailure({ status: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'u' })).status, 503);
  });

  it('turns Nest exceptions into their status and message', () => {
    assert.deepEqual(toHttpError(new BadRequestException('email is required')), {
      status: 400,
      body: { message: 'email is required', code: 'BAD_REQUEST' },
    });
    assert.equal(toHttpError(new ForbiddenException('Only admins may do this')).body.code, 'FORBIDDEN');
  });

  it("says Fastify's body errors in plain words", () => {
    const tooLarge = new HttpException('Request body is too large', 413, { cause: { code: 'FST_ERR_CTP_BODY_TOO_LARGE' } });
    assert.deepEqual(toHttpError(tooLarge), {
      status: 413,
      body: { message: 'Request body is larger than 960 KB', code: 'PAYLOAD_TOO_LARGE' },
    });
    const badJson = new HttpException('Body is not valid JSON', 400, { cause: { code: 'FST_ERR_CTP_INVALID_JSON_BODY' } });
    assert.equal(toHttpError(badJson).body.message, 'Request body is not valid JSON');
  });

  it('answers rate limiting with 429 and a message saying what to do', () => {
    assert.deepEqual(toHttpError(new RateLimitExceeded()), {
      status: 429,
      body: { message: 'Too many attempts. Please wait a little and try again.', code: 'RATE_LIMITED' },
    });
  });

  it('never lets an unknown error say what it was', () => {
    assert.deepEqual(toHttpError(new TypeError("Cannot read properties of undefined (reading 'id')")), {
      status: 500,
      body: { message: 'Internal server error', code: 'INTERNAL' },
    });
    assert.equal(toHttpError(new HttpException('db exploded', 500)).body.message, 'Internal server error');
  });
});
