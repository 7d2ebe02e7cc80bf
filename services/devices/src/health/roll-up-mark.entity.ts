import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How far a roll-up of the health samples has counted: the samples of the transactions below `countedBefore` but those still writing. */
@Entity({ name: 'roll_up_marks' })
export class RollUpMarkEntity {
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_roll_up_marks' })
  name!: string;

  /** The last look's snapshot's xmax: every transaction below it had begun by then. */
  @Column({ name: 'counted_before', type: 'bigint' })
  countedBefore!: string;

  /** The transactions begun before `countedBefore` that had not ended at the last look: their samples are counted once they have. */
  @Column({ name: 'still_writing', type: 'bigint', array: true, default: () => "'{}'" })
  stillWriting!: string[];
}
