import type { JobsOptions } from 'bullmq';
import { Column, CreateDateColumn, Entity, Generated, PrimaryColumn } from 'typeorm';

/**
 * A job written in the same transaction as the change that wants it, and deleted once BullMQ has
 * it, so a change is never committed without its job, nor a job queued for a change that was not.
 */
@Entity({ name: 'outbox_jobs' })
export class OutboxJobEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_outbox_jobs_id' })
  id!: string;

  /** Keeps the queuing order the order of the changes. */
  @Column({ type: 'bigint' })
  @Generated('increment')
  position!: string;

  @Column({ type: 'varchar', length: 255 })
  queue!: string;

  @Column({ type: 'jsonb' })
  data!: unknown;

  /** BullMQ's options, with the `jobId` that makes a repeated add a no-op. */
  @Column({ type: 'jsonb' })
  options!: JobsOptions & { jobId: string };

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
