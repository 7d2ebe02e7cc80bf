import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How far a roll-up of the health samples has counted: every sample written by an earlier transaction. */
@Entity({ name: 'roll_up_marks' })
export class RollUpMarkEntity {
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_roll_up_marks' })
  name!: string;

  /** Samples written by a transaction below this one are counted; later ones wait for the next look. */
  @Column({ name: 'counted_before', type: 'bigint' })
  countedBefore!: string;
}
