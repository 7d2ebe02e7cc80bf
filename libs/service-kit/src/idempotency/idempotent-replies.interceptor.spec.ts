import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import type { Idempotency } from '@storystump/contracts';
import { lastValueFrom, of, toArray } from 'rxjs';
import type { DataSource } from 'typeorm';
import type { InfraConfig } from '../config.js';
import { IdempotentRepliesInterceptor } from './idempotent-replies.interceptor.js';

/** The service's idempotent_replies table in memory, behind a query runner whose locks are always free. */
function tableInMemory() {
  const rows = new Map<string, Record<string, unknown>>();
  const replies = {
    findOneBy: async ({ key }: { key: string }) => rows.get(key) ?? null,
    insert: async (row: Record<string, unknown>) => void rows.set(row.key as string, { ...row, createdAt: new Date() }),
    delete: async ({ key }: { key: string }) => void rows.delete(key),
  };
  const runner = {
    connect: async () => undefined,
    release: async () => undefined,
    query: async (sql: string) => (sql.includes('pg_try_advisory_lock') ? [{ locked: true }] : []),
    manager: { getRepository: () => replies },
  };
  return { db: { createQueryRunner: () => runner } as unknown as DataSource, rows };
}

const idempotency: Idempotency = {
  key: 'k'.repeat(64),
  requestHash: 'r'.repeat(64),
  replyKey: randomBytes(32).toString('hex'),
};

function call(interceptor: IdempotentRepliesInterceptor, ...pieces: unknown[]) {
  const context = {
    switchToRpc: () => ({ getData: () => ({ ctx: { idempotency: { ...idempotency } } }) }),
  } as unknown as ExecutionContext;
  let ran = 0;
  const next: CallHandler = {
    handle: () => {
      ran++;
      return of(...pieces);
    },
  };
  return { sent: lastValueFrom(interceptor.intercept(context, next).pipe(toArray())), ran: () => ran };
}

describe('IdempotentRepliesInterceptor', () => {
  it('sends a reply in pieces whole, and replays every piece, not the last alone', async () => {
    const { db } = tableInMemory();
    const interceptor = new IdempotentRepliesInterceptor(db, { idempotencyWindowMs: 60_000 } as InfraConfig);
    const pieces = [[{ id: 1 }, { id: 2 }], [{ id: 3 }], [{ id: 4 }]];
    const first = call(interceptor, ...pieces);
    assert.deepEqual(await first.sent, pieces);
    const retry = call(interceptor, [{ id: 'other' }]);
    assert.deepEqual(await retry.sent, pieces);
    assert.equal(retry.ran(), 0, 'the retry ran nothing');
  });

  it('still keeps and replays a reply of one piece as it was', async () => {
    const { db } = tableInMemory();
    const interceptor = new IdempotentRepliesInterceptor(db, { idempotencyWindowMs: 60_000 } as InfraConfig);
    assert.deepEqual(await call(interceptor, { id: 1 }).sent, [{ id: 1 }]);
    assert.deepEqual(await call(interceptor, { id: 2 }).sent, [{ id: 1 }]);
  });
});
