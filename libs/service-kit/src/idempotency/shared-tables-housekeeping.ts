import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { ProcessedEventEntity } from '../events/processed-event.entity.js';
import { IdempotentReplyEntity } from './idempotent-reply.entity.js';

const HOUR = 3600_000;
/** A client retries within minutes: a day is plenty, and tokens in kept replies do not outlive it. */
export const IDEMPOTENT_REPLY_LIFETIME_MS = 24 * HOUR;
/** JetStream keeps events 7 days: an event older than that cannot be delivered again. */
export const PROCESSED_EVENT_LIFETIME_MS = 8 * 24 * HOUR;

/** Every hour, forgets kept replies and processed-event ids too old to matter. Copies may overlap harmlessly. */
@Injectable()
export class SharedTablesHousekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SharedTablesHousekeeping.name);
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), HOUR);
    this.timer.unref();
  }

  async sweep(now = Date.now()): Promise<void> {
    try {
      await this.db
        .getRepository(IdempotentReplyEntity)
        .delete({ createdAt: LessThan(new Date(now - IDEMPOTENT_REPLY_LIFETIME_MS)) });
      await this.db
        .getRepository(ProcessedEventEntity)
        .delete({ processedAt: LessThan(new Date(now - PROCESSED_EVENT_LIFETIME_MS)) });
    } catch (error) {
      this.logger.warn(`Housekeeping of the shared tables failed; trying again in an hour: ${String(error)}`);
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
