import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How far a roll-up of the health samples has counted: every sample of a transaction begun before `countedBefore` but those still writing then. */
@Entity({ name: 'roll_up_marks' })
export class RollUpMarkEntity {
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_roll_up_marks' })
  name!: string;

  /** The first transaction not begun when the last look did. */
  @Column({ name: 'counted_before', type: 'bigint' })
  countedBefore!: string;

  /** The transactions begun before `countedBefore` that had not ended at the last look: their samples are counted once they have. */
  @Column({ name: 'still_writing', type: 'bigint', array: true, default: () => "'{}'" })
  stillWriting!: string[];
}
