import { Column, CreateDateColumn, Entity, Generated, PrimaryColumn } from 'typeorm';

/**
 * An event written in the same transaction as the change it announces, and deleted once
 * JetStream has acknowledged it, so a change is never committed without its event.
 */
@Entity({ name: 'outbox_events' })
export class OutboxEventEntity {
  /** Also the JetStream message id, so a publish that is retried is not stored twice. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_outbox_events_id' })
  id!: string;

  /** Keeps the publishing order the order of the changes. */
  @Column({ type: 'bigint' })
  @Generated('increment')
  position!: string;

  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
