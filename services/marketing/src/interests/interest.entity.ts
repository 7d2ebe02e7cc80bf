import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An address that asked for news. Unsubscribing keeps the row, marked, so it is never mailed again. */
@Entity({ name: 'interests' })
@Index('interests_email_key', ['email'], { unique: true })
export class InterestEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_interests_id' })
  id!: string;

  /** Lower case, so one address is one row however it was typed. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt!: Date;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt!: Date | null;
}
