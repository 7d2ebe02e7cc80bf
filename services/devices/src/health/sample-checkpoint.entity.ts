import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A look of the fleet watch and its snapshot's xmax: every transaction below it had begun by then,
 * so its samples are at least as old as the look, and go once the look is older than their
 * retention.
 */
@Entity({ name: 'sample_checkpoints' })
export class SampleCheckpointEntity {
  @PrimaryColumn({ name: 'looked_at', type: 'timestamptz', primaryKeyConstraintName: 'PK_sample_checkpoints' })
  lookedAt!: Date;

  @Column({ name: 'written_before', type: 'bigint' })
  writtenBefore!: string;
}
