import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { INFRA_CONFIG, type InfraConfig } from '../config.js';
import { ProcessedEventEntity } from '../events/processed-event.entity.js';
import { IdempotentReplyEntity } from './idempotent-reply.entity.js';

const HOUR = 3600_000;
/** JetStream keeps events 7 days: an event older than that cannot be delivered again. */
export const PROCESSED_EVENT_LIFETIME_MS = 8 * 24 * HOUR;

/**
 * Every hour (or every replay window, when that is shorter), forgets kept replies past their window
 * and processed-event ids too old to matter. Copies may overlap harmlessly.
 */
@Injectable()
export class SharedTablesHousekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SharedTablesHousekeeping.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(INFRA_CONFIG) private readonly config: InfraConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), Math.min(HOUR, this.config.idempotencyWindowMs));
    this.timer.unref();
  }

  async sweep(now = Date.now()): Promise<void> {
    try {
      await this.db
        .getRepository(IdempotentReplyEntity)
        .delete({ createdAt: LessThan(new Date(now - this.config.idempotencyWindowMs)) });
      await this.db
        .getRepository(ProcessedEventEntity)
        .delete({ processedAt: LessThan(new Date(now - PROCESSED_EVENT_LIFETIME_MS)) });
    } catch (error) {
      this.logger.warn(`Housekeeping of the shared tables failed; trying again later: ${String(error)}`);
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
