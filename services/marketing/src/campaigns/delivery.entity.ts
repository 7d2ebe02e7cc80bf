import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CampaignEntity } from './campaign.entity.js';

export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

/** One campaign mail to one interest: the record that it is sent only once. */
@Entity({ name: 'deliveries' })
@Index('IDX_deliveries_campaign_batch', ['campaignId', 'batch'])
/** The mails still to go (a campaign is not done while it has any): a partial index the migrations make. */
@Index('deliveries_unfinished', { synchronize: false })
/** Found by address in any case (a family's export and erasure): an expression index the migrations make. */
@Index('deliveries_address', { synchronize: false })
export class DeliveryEntity {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid', primaryKeyConstraintName: 'PK_deliveries_campaign_interest' })
  campaignId!: string;

  @ManyToOne(() => CampaignEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'FK_deliveries_campaign' })
  campaign?: CampaignEntity;

  @PrimaryColumn({ name: 'interest_id', type: 'uuid', primaryKeyConstraintName: 'PK_deliveries_campaign_interest' })
  interestId!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** The delivery job it goes out with: a campaign's recipients in fixed batches. */
  @Column({ type: 'integer', default: 0 })
  batch!: number;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;
}
