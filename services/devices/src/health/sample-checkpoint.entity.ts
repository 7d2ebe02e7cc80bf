import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A look of the fleet watch and the transactions ended by then: every sample written by an earlier
 * one is at least as old as the look, so samples go by their transaction once a look is older than
 * their retention.
 */
@Entity({ name: 'sample_checkpoints' })
export class SampleCheckpointEntity {
  @PrimaryColumn({ name: 'looked_at', type: 'timestamptz', primaryKeyConstraintName: 'PK_sample_checkpoints' })
  lookedAt!: Date;

  @Column({ name: 'written_before', type: 'bigint' })
  writtenBefore!: string;
}
