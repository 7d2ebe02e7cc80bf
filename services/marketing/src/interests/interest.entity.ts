import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An address that asked for news: mailed only once confirmed through its confirmation mail.
 * Unsubscribing or a mail server's refusal for good keeps the row, marked, so it is not mailed again.
 */
@Entity({ name: 'interests' })
@Index('interests_email_key', ['email'], { unique: true })
@Index('interests_page_email', ['email', 'id'])
@Index('interests_page_registered', ['registeredAt', 'id'])
/** Searched by substring: pg_trgm indexes the migrations make. */
@Index('interests_search_email', { synchronize: false })
/** Found by address in any case (a family's export and erasure): an expression index the migrations make. */
@Index('interests_address', { synchronize: false })
@Index('interests_search_state', { synchronize: false })
export class InterestEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_interests_id' })
  id!: string;

  /** Lower case, so one address is one row however it was typed. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt!: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt!: Date | null;

  @Column({ name: 'suppressed_at', type: 'timestamptz', nullable: true })
  suppressedAt!: Date | null;

  /** When its confirmation link was last mailed: once a window at most (`CONFIRMATION_RESEND_HOURS`). */
  @Column({ name: 'confirmation_mailed_at', type: 'timestamptz', nullable: true })
  confirmationMailedAt!: Date | null;

  /** The mail server's words when it refused the address. */
  @Column({ name: 'suppression_reason', type: 'varchar', length: 500, nullable: true })
  suppressionReason!: string | null;
}
