import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One row per event a consumer has applied: a redelivered event finds its row and is skipped. */
@Entity({ name: 'processed_events' })
export class ProcessedEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 200, primaryKeyConstraintName: 'PK_processed_events' })
  consumer!: string;

  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 200, primaryKeyConstraintName: 'PK_processed_events' })
  eventId!: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt!: Date;
}
