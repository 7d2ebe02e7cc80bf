import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type CampaignStatus = 'scheduled' | 'cancelled' | 'preparing' | 'sending' | 'paused' | 'done';

/** A bulk e-mail: its subject and sanitised HTML (its links made counted ones), sent to every confirmed interest. */
@Entity({ name: 'campaigns' })
@Index('campaigns_page_created', ['createdAt', 'id'])
@Index('campaigns_page_subject', ['subject', 'id'])
@Index('campaigns_page_status', ['status', 'id'])
/** Searched by substring: pg_trgm indexes the migrations make. */
@Index('campaigns_search_subject', { synchronize: false })
@Index('campaigns_search_status', { synchronize: false })
export class CampaignEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_campaigns_id' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  html!: string;

  /**
   * scheduled (waiting for `sendAt`), cancelled, preparing (recipients being listed), sending, paused
   * (too many failures in a row), done (no mail of it queued or in flight).
   */
  @Column({ type: 'varchar', length: 16 })
  status!: CampaignStatus;

  /** When it is to start: the moment it was sent, unless it was scheduled. */
  @Column({ name: 'send_at', type: 'timestamptz' })
  sendAt!: Date;

  /** When its recipients were listed: its unsubscriptions are counted from then. */
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ type: 'integer', default: 0 })
  total!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
