import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { QueryFailedError } from 'typeorm';
import { PinoLogger } from './logger.js';

function capture(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: new PinoLogger('probe', level, stream), text: () => lines.join('') };
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

describe('PinoLogger', () => {
  it("never writes a failed query's parameters, such as a password hash", () => {
    const { logger, text } = capture();
    const failure = new QueryFailedError(
      'INSERT INTO "identity"."users"("id", "email", "password_hash") VALUES ($1, $2, $3)',
      ['7f3c1f8e-2c33-4d2a-9a41-3f0b8d1e2a11', 'fern@example.test', HASH],
      new Error('duplicate key value violates unique constraint "users_email_lower_key"'),
    );
    logger.error(failure, 'RpcErrorFilter');
    assert.match(text(), /duplicate key value/);
    assert.doesNotMatch(text(), /argon2id/);
  });

  it('redacts secrets by key wherever they sit in a logged object', () => {
    const { logger, text } = capture();
    logger.pino.info(
      {
        password: 'acorns-and-oak',
        user: { passwordHash: HASH, token: 'eyJhbGciOi.x.y' },
        req: { headers: { authorization: 'Bearer abc.def.ghi' } },
      },
      'a request',
    );
    for (const secret of ['acorns-and-oak', 'argon2id', 'eyJhbGciOi', 'abc.def.ghi'])
      assert.doesNotMatch(text(), new RegExp(secret));
    assert.match(text(), /\[redacted\]/);
  });

  it('names the request on every line of a logger made for it, and still redacts', () => {
    const { logger, text } = capture();
    logger.forRequest('c0ffee00-0000-4000-8000-000000000001').warn('the stump did not answer', 'Devices');
    logger.forRequest('c0ffee00-0000-4000-8000-000000000001').pino.info({ token: 'eyJhbGciOi.x.y' }, 'signed in');
    const lines = text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { requestId?: string; service?: string; msg: string });
    assert.deepEqual(
      lines.map(({ requestId, service, msg }) => ({ requestId, service, msg })),
      [
        { requestId: 'c0ffee00-0000-4000-8000-000000000001', service: 'probe', msg: 'the stump did not answer' },
        { requestId: 'c0ffee00-0000-4000-8000-000000000001', service: 'probe', msg: 'signed in' },
      ],
    );
    assert.doesNotMatch(text(), /eyJhbGciOi/);
  });

  it("logs Nest's start-up lines at debug level, and the platform's own lines, warnings and errors as before", () => {
    const start = (logger: PinoLogger) => {
      logger.log('Starting Nest application...', 'NestFactory');
      logger.log('TypeOrmModule dependencies initialized', 'InstanceLoader');
      logger.log('StationsController {/api}:', 'RoutesResolver');
      logger.log('Mapped {/api/basestations, GET} route', 'RouterExplorer');
      logger.log('Nest application successfully started', 'NestApplication');
      logger.log('Nest microservice successfully started', 'NestMicroservice');
      logger.log('devices is listening on nats://127.0.0.1:4222 (role all)', 'Bootstrap');
      logger.warn('Redis is away', 'RedisConnections');
      logger.error(new Error('the database refused'), 'Bootstrap');
    };
    const atInfo = capture();
    start(atInfo.logger);
    const shown = atInfo
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; context: string });
    assert.deepEqual(
      shown.map(({ level, context }) => [level, context]),
      [
        [30, 'Bootstrap'],
        [40, 'RedisConnections'],
        [50, 'Bootstrap'],
      ],
    );

    const atDebug = capture('debug');
    start(atDebug.logger);
    const lines = atDebug
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; context: string });
    assert.equal(lines.length, 9);
    assert.deepEqual(
      lines.filter(({ level }) => level === 20).map(({ context }) => context),
      ['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication', 'NestMicroservice'],
    );
  });
});
