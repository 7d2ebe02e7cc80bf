import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A stored event not yet rolled up: what the rollup needs of it, written with the event itself and
 * taken away by the rollup that counts it. The summary adds these to the rollups, so it never
 * waits for the schedule and never reads more raw events than arrived since the last rollup.
 */
@Entity({ schema: 'analytics', name: 'pending_events' })
export class PendingEventEntity {
  @PrimaryColumn({ name: 'received_at', type: 'timestamptz', primaryKeyConstraintName: 'PK_pending_events_received_at_id' })
  receivedAt!: Date;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_pending_events_received_at_id' })
  id!: string;

  @Column({ name: 'session_id', type: 'varchar', length: 64 })
  sessionId!: string;

  @Column({ type: 'varchar', length: 40 })
  type!: string;

  @Column({ name: 'is_exit', type: 'boolean' })
  isExit!: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  page!: string | null;

  @Column({ name: 'device_category', type: 'varchar', length: 40, nullable: true })
  deviceCategory!: string | null;

  @Column({ name: 'traffic_source', type: 'varchar', length: 100, nullable: true })
  trafficSource!: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country!: string | null;

  @Column({ name: 'is_bot', type: 'boolean', default: false })
  isBot!: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  campaign!: string | null;
}
