import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Role } from '@storystump/contracts';

@Entity({ name: 'users' })
@Index('users_email_lower_key', { synchronize: false })
@Index('users_page_email', ['email', 'id'])
@Index('users_page_name', ['displayName', 'id'])
@Index('users_page_created', ['createdAt', 'id'])
/** Searched by substring: the indexes of the e-mail and name as one text, which the migrations make. */
@Index('users_search_text_start', { synchronize: false })
@Index('users_search_text_rest', { synchronize: false })
/** Partial (scheduled ones only): the migration makes it. */
@Index('users_deletion_due', { synchronize: false })
export class UserEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_users_id' })
  id!: string;

  @Column({ name: 'display_name', type: 'varchar', length: 60 })
  displayName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  role!: Role | null;

  /** Raised to sign out every session at once: tokens carry the generation they were issued in. */
  @Column({ name: 'session_generation', type: 'integer', default: 0 })
  sessionGeneration!: number;

  /** The privacy notice the account holder accepted, and when: null until one is. */
  @Column({ name: 'notice_version', type: 'varchar', length: 32, nullable: true })
  noticeVersion!: string | null;

  @Column({ name: 'notice_accepted_at', type: 'timestamptz', nullable: true })
  noticeAcceptedAt!: Date | null;

  /** Set while the account is scheduled for deletion: the moment the erasure job erases it. */
  @Column({ name: 'deletion_scheduled_for', type: 'timestamptz', nullable: true })
  deletionScheduledFor!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
