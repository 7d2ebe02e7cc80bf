import type { FamilyExportStatus } from '@storystump/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/** A family's request to export its data, and the archive once assembled (kept until it expires). */
@Entity({ name: 'family_exports' })
@Index('family_exports_user_newest', ['userId', 'requestedAt'])
/** One pending export per account: a partial unique index the migration makes. */
@Index('family_exports_one_pending', { synchronize: false })
export class FamilyExportEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_family_exports_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_family_exports_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 16 })
  status!: Exclude<FamilyExportStatus, 'expired'>;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt!: Date;

  @Column({ name: 'ready_at', type: 'timestamptz', nullable: true })
  readyAt!: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  /** The zip; dropped once it has expired. */
  @Column({ type: 'bytea', nullable: true, select: false })
  archive!: Buffer | null;
}
