import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A bulk e-mail: its subject and sanitised HTML, sent to every subscribed interest. */
@Entity({ name: 'campaigns' })
export class CampaignEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_campaigns_id' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  html!: string;

  /** preparing (recipients being listed), sending, paused (too many failures in a row). */
  @Column({ type: 'varchar', length: 16 })
  status!: 'preparing' | 'sending' | 'paused';

  @Column({ type: 'integer', default: 0 })
  total!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
