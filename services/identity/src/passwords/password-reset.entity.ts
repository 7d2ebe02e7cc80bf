import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * A mailed link to set a new password. Only the SHA-256 of its token is kept: the token is 256
 * random bits, so its hash gives nothing back, and a copy of the table opens no account.
 */
@Entity({ name: 'password_resets' })
@Index('password_resets_token_hash_key', ['tokenHash'], { unique: true })
@Index('password_resets_user_id_idx', ['userId'])
export class PasswordResetEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_password_resets_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_password_resets_user' })
  user?: UserEntity;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** Set when the link set a password, or when another link of the account did: a link works once. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
