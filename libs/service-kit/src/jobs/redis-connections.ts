import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { INFRA_CONFIG, type InfraConfig } from '../config.js';

/**
 * What a connection is for. `commands`: quick commands on a request's path (rate limits), which
 * fail fast when Redis is down instead of holding the request, and go out together when issued
 * in the same tick (auto-pipelining). `queues`: BullMQ, whose blocking
 * commands must wait through a Redis restart (BullMQ requires `maxRetriesPerRequest: null`).
 */
export type RedisPurpose = 'commands' | 'queues';

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ECONNABORTED',
]);
const CONNECTION_TROUBLE = /Connection is closed|Stream isn't writeable|connect E[A-Z]+|read E[A-Z]+|write E[A-Z]+/;

/** Redis could not be reached (as opposed to a command it refused). */
export function isRedisUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && CONNECTION_ERRORS.has(code)) || (typeof message === 'string' && CONNECTION_TROUBLE.test(message))
  );
}

/**
 * The one place Redis connections are made; every connection made is closed at shutdown. It
 * follows whether Redis can be reached, for the whole process: one log line when it goes, one
 * when it returns (however many connections notice), and `onReturn` callbacks for what must be
 * put back in a Redis that may have come back empty.
 */
@Injectable()
export class RedisConnections implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisConnections.name);
  private readonly open = new Set<Redis>();
  private readonly returnCallbacks: Array<() => Promise<void>> = [];
  /** A connection closed (a restart may be too quick for any error): what Redis holds may be gone. */
  private interrupted = false;
  /** Said in the log as out of reach, since then. */
  private unreachableSince?: number;
  private closing = false;

  constructor(@Inject(INFRA_CONFIG) private readonly config: InfraConfig) {}

  create(purpose: RedisPurpose): Redis {
    const redis =
      purpose === 'queues'
        ? new Redis(this.config.redisUrl, { maxRetriesPerRequest: null })
        : new Redis(this.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, enableAutoPipelining: true });
    // ioredis reconnects by itself; an error event without a listener would crash the process.
    redis.on('error', (error) => {
      if (isRedisUnreachable(error)) this.lost(error);
    });
    redis.on('close', () => {
      if (!this.closing) this.interrupted = true;
    });
    redis.on('ready', () => this.reached());
    this.open.add(redis);
    return redis;
  }

  /** Runs `restore` each time a connection to Redis is made again after one was lost. */
  onReturn(restore: () => Promise<void>): void {
    this.returnCallbacks.push(restore);
  }

  /** A connection failed for want of Redis: said once until Redis is back. */
  lost(error: unknown): void {
    if (this.unreachableSince !== undefined || this.closing) return;
    this.unreachableSince = Date.now();
    this.interrupted = true;
    const reason = (error as { code?: unknown; message?: unknown }).code ?? (error as { message?: unknown }).message;
    this.logger.warn(`Redis cannot be reached (${String(reason)}); what needs it waits, or makes do, until it returns`);
  }

  private reached(): void {
    if (!this.interrupted) return;
    this.interrupted = false;
    // At the outage's level, so whoever sees the one line sees the other.
    if (this.unreachableSince !== undefined) {
      this.logger.warn(`Redis is reachable again, after ${Math.round((Date.now() - this.unreachableSince) / 1000)} s`);
    }
    this.unreachableSince = undefined;
    for (const restore of this.returnCallbacks) {
      restore().catch((error: unknown) => this.logger.warn(`Could not restore what Redis lost: ${String(error)}`));
    }
  }

  /** Every key of this installation starts with it, so several can share one Redis. */
  get prefix(): string {
    return this.config.redisPrefix;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.open].map((redis) => redis.quit().catch(() => redis.disconnect())));
    this.open.clear();
  }
}
