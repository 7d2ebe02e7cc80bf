import type { RolloutStatus, StationFilterView, VitalsGate } from '@storystump/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { VersionEntity } from '../versions/version.entity.js';

/** Rollouts still under way, whose stations are not free for another and whose version stays. */
export const ACTIVE_ROLLOUT_STATUSES: readonly RolloutStatus[] = ['running', 'paused', 'halted'];

/**
 * A staged rollout of one version. Its counts of stations by state are kept here, changed with
 * each report under this row's lock, so deciding to advance or halt reads one row.
 */
@Entity({ name: 'rollouts' })
@Index('rollouts_page_created', ['createdAt', 'id'])
@Index('rollouts_page_tag', ['tag', 'id'])
@Index('rollouts_page_status', ['status', 'id'])
export class RolloutEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_rollouts_id' })
  id!: string;

  @Column({ name: 'version_id', type: 'uuid' })
  versionId!: string;

  @Column({ type: 'varchar', length: 64 })
  tag!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: RolloutStatus;

  @Column({ type: 'smallint' })
  phase!: number;

  @Column({ type: 'smallint', array: true })
  phases!: number[];

  @Column({ name: 'failure_threshold', type: 'smallint' })
  failureThreshold!: number;

  @Column({ name: 'min_sample', type: 'integer' })
  minSample!: number;

  @Column({ type: 'integer' })
  target!: number;

  @Column({ type: 'integer' })
  pending!: number;

  @Column({ type: 'integer' })
  downloading!: number;

  @Column({ type: 'integer' })
  installing!: number;

  @Column({ type: 'integer' })
  success!: number;

  @Column({ type: 'integer' })
  failure!: number;

  /** The filter its stations were picked with (they are its rollout_stations); null when named or every station with a key. */
  @Column({ type: 'jsonb', nullable: true })
  filter!: StationFilterView | null;

  @Column({ name: 'vitals_gate', type: 'jsonb', nullable: true })
  vitalsGate!: VitalsGate | null;

  /** The most common version its stations ran when it was created: the one its vitals gate compares with. */
  @Column({ name: 'previous_tag', type: 'varchar', length: 64, nullable: true })
  previousTag!: string | null;

  @Column({ name: 'halt_reason', type: 'text', nullable: true })
  haltReason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => VersionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'version_id', foreignKeyConstraintName: 'FK_rollouts_version' })
  version?: VersionEntity;
}
