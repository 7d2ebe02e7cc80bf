import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DeadLetterView } from '@storystump/contracts';
import { DataSource } from 'typeorm';
import { SERVICE_NAME } from '../service-name.js';
import { storableJson, storableText } from '../storable-json.js';
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

/**
 * Where every consumer sets aside what it cannot process, instead of retrying it forever: a row
 * in the service's `dead_letters` table with the reason, logged, counted in the metrics and
 * listed for admins. The content is kept as far as the database can hold it.
 */
@Injectable()
export class DeadLetters {
  private readonly logger = new Logger(DeadLetters.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

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
    for (const letter of letters) {
      this.logger.error(
        `Set aside ${letter.subject} ${letter.eventId} of ${letter.consumer} as a dead letter after ${letter.attempts} attempt(s): ${storableText(letter.reason).slice(0, 500)}`,
      );
    }
  }

  /** The newest first. */
  async list(limit: number): Promise<DeadLetterView[]> {
    const rows = await this.db.getRepository(DeadLetterEntity).find({ order: { parkedAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map((row) => ({
      _id: row.id,
      service: this.service,
      consumer: row.consumer,
      subject: row.subject,
      eventId: row.eventId,
      reason: row.error,
      attempts: row.attempts,
      parkedAt: row.parkedAt.toISOString(),
      payload: row.payload,
    }));
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
}
