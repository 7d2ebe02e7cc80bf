import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DeadLetterPosition, DeadLettersPage, DeadLetterView } from '@storystump/contracts';
import { DataSource } from 'typeorm';
import { fittingReply } from '../reply-budget.js';
import { RepeatedLog } from '../repeated-log.js';
import { SERVICE_NAME } from '../service-name.js';
import { runsWorkers, SERVICE_ROLE, type ServiceRole } from '../service-role.js';
import { SETTINGS, type Settings } from '../settings.js';
import { storableJson, storableText } from '../storable-json.js';
import { readDeadLetterConfig, type DeadLetterConfig } from './dead-letter-config.js';
import { DeadLetterEntity } from './dead-letter.entity.js';

export interface DeadLetter {
  consumer: string;
  subject: string;
  /** What names the message or event: unique per consumer, so parking it again keeps one row. */
  eventId: string;
  /** The message's content, as far as it could be read (null when it was not JSON). */
  payload: unknown;
  reason: string;
  attempts: number;
}

/** A listed letter's most, as JSON: a larger one is listed with the start of its content only. */
const MAX_LISTED_LETTER_BYTES = 64 * 1024;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** One consumer setting aside message after message writes a line a minute, with the count. */
const LOG_EVERY_MS = 60_000;

/**
 * Where every consumer sets aside what it cannot process, instead of retrying it forever: a row
 * in the service's `dead_letters` table with the reason, logged, counted in the metrics and
 * listed for admins. The content is kept as far as the database can hold it; the letters are
 * kept for a time and up to a number per consumer.
 */
@Injectable()
export class DeadLetters implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeadLetters.name);
  private readonly parkedLog = new RepeatedLog((line) => this.logger.error(line), LOG_EVERY_MS);
  private readonly config: DeadLetterConfig;
  private sweeping?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(SERVICE_ROLE) private readonly role: ServiceRole,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.config = readDeadLetterConfig(settings);
  }

  onApplicationBootstrap(): void {
    if (!runsWorkers(this.role)) return;
    const sweep = () => {
      this.forgetExpired().catch((error: unknown) => this.logger.warn(`Expired dead letters were not removed: ${String(error)}`));
    };
    sweep();
    this.sweeping = setInterval(sweep, SWEEP_EVERY_MS).unref();
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.sweeping);
  }

  /** Throws when it could not be kept: the caller then leaves the message to come again. */
  async park(...letters: DeadLetter[]): Promise<void> {
    if (!letters.length) return;
    await this.db
      .createQueryBuilder()
      .insert()
      .into(DeadLetterEntity)
      .values(
        letters.map((letter) => ({
          consumer: storableText(letter.consumer).slice(0, 200),
          subject: storableText(letter.subject).slice(0, 255),
          eventId: storableText(letter.eventId).slice(0, 200),
          payload: storableJson(letter.payload) as object,
          error: storableText(letter.reason).slice(0, 2000),
          attempts: letter.attempts,
        })),
      )
      .orIgnore()
      .execute();
    for (const consumer of new Set(letters.map((letter) => storableText(letter.consumer).slice(0, 200)))) {
      await this.keepNewest(consumer);
    }
    for (const letter of letters) {
      this.parkedLog.record(
        letter.consumer,
        () =>
          `Set aside ${letter.subject} ${letter.eventId} of ${letter.consumer} as a dead letter after ${letter.attempts} attempt(s): ${storableText(letter.reason).slice(0, 500)}`,
      );
    }
  }

  /** Removes the letters older than the retention. */
  async forgetExpired(): Promise<void> {
    await this.db
      .createQueryBuilder()
      .delete()
      .from(DeadLetterEntity)
      .where(`parked_at < now() - make_interval(days => :days)`, { days: this.config.retentionDays })
      .execute();
  }

  /** Newest first, after `position` when given: as many of `limit` as fit in one reply. */
  async list(limit: number, position?: DeadLetterPosition): Promise<DeadLettersPage> {
    const query = this.db
      .getRepository(DeadLetterEntity)
      .createQueryBuilder('letter')
      // To the millisecond, as the letters are listed and their cursors written.
      .orderBy(`date_trunc('milliseconds', letter.parked_at)`, 'DESC')
      .addOrderBy('letter.id', 'DESC')
      .limit(limit + 1);
    if (position) {
      query.where(`(date_trunc('milliseconds', letter.parked_at), letter.id) < (:parkedAt::timestamptz, :id::uuid)`, position);
    }
    const rows = await query.getMany();
    const letters = fittingReply(rows.slice(0, limit).map((row) => this.viewOf(row)));
    return { letters, more: rows.length > letters.length };
  }

  /** How many each consumer set aside. */
  async countByConsumer(): Promise<Map<string, number>> {
    const rows: Array<{ consumer: string; n: number }> = await this.db
      .getRepository(DeadLetterEntity)
      .createQueryBuilder('letter')
      .select('letter.consumer', 'consumer')
      .addSelect('count(*)::int', 'n')
      .groupBy('letter.consumer')
      .getRawMany();
    return new Map(rows.map((row) => [row.consumer, row.n]));
  }

  private async keepNewest(consumer: string): Promise<void> {
    const beyond = await this.db
      .getRepository(DeadLetterEntity)
      .createQueryBuilder('letter')
      .select('letter.id', 'id')
      .where('letter.consumer = :consumer', { consumer })
      .orderBy('letter.parked_at', 'DESC')
      .addOrderBy('letter.id', 'DESC')
      .offset(this.config.keptPerConsumer)
      .getRawMany<{ id: string }>();
    if (beyond.length) await this.db.getRepository(DeadLetterEntity).delete(beyond.map((row) => row.id));
  }

  private viewOf(row: DeadLetterEntity): DeadLetterView {
    const view: DeadLetterView = {
      _id: row.id,
      service: this.service,
      consumer: row.consumer,
      subject: row.subject,
      eventId: row.eventId,
      reason: row.error,
      attempts: row.attempts,
      parkedAt: row.parkedAt.toISOString(),
      payload: row.payload,
    };
    const content = JSON.stringify(row.payload);
    if (Buffer.byteLength(JSON.stringify(view)) <= MAX_LISTED_LETTER_BYTES) return view;
    return { ...view, payload: `${content.slice(0, MAX_LISTED_LETTER_BYTES / 4)}… (${Buffer.byteLength(content)} bytes in all)` };
  }
}
