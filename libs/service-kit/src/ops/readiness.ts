import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { CheckState } from '@storystump/contracts';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { JetStreamConnection } from '../events/jetstream-connection.js';
import { RedisConnections } from '../jobs/redis-connections.js';
import { findProvider } from './find-provider.js';

const CHECK_TIMEOUT_MS = 2000;

const within = (work: Promise<unknown>): Promise<CheckState> =>
  Promise.race([
    work.then(() => 'ok' as const),
    new Promise<CheckState>((resolve) => setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS).unref()),
  ]).catch(() => 'down' as const);

export interface ReadinessReport {
  status: CheckState;
  checks: Record<string, CheckState>;
}

/** Whether the process can do its work: its database, NATS and Redis, where it uses them, answer. */
@Injectable()
export class Readiness implements OnApplicationBootstrap {
  private redis?: Redis;
  private dataSource?: DataSource;
  private jetstream?: JetStreamConnection;

  constructor(private readonly moduleRef: ModuleRef) {}

  onApplicationBootstrap(): void {
    this.dataSource = findProvider(this.moduleRef, DataSource);
    this.jetstream = findProvider(this.moduleRef, JetStreamConnection);
    // Made now, so it has connected by the first check (it queues no command while offline).
    this.redis = findProvider(this.moduleRef, RedisConnections)?.create('commands');
  }

  async check(): Promise<ReadinessReport> {
    const checks: Record<string, Promise<CheckState>> = {};
    if (this.dataSource) checks.database = within(this.dataSource.query('SELECT 1'));
    if (this.jetstream) checks.nats = within(this.jetstream.ping());
    if (this.redis) checks.redis = within(this.redis.ping());
    const settled = Object.fromEntries(
      await Promise.all(Object.entries(checks).map(async ([name, state]) => [name, await state])),
    );
    return { status: Object.values(settled).every((state) => state === 'ok') ? 'ok' : 'down', checks: settled };
  }
}
