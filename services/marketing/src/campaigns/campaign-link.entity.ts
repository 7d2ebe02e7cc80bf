import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CampaignEntity } from './campaign.entity.js';

/** A link of a campaign's mail, by its place in the mail, with the follows it had from every reader together. */
@Entity({ name: 'campaign_links' })
export class CampaignLinkEntity {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid', primaryKeyConstraintName: 'PK_campaign_links' })
  campaignId!: string;

  @ManyToOne(() => CampaignEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'FK_campaign_links_campaign' })
  campaign?: CampaignEntity;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_campaign_links' })
  position!: number;

  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'integer', default: 0 })
  clicks!: number;
}
