import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A day with events not yet rolled up: its figures are computed from the raw events. */
@Entity({ schema: 'analytics', name: 'dirty_days' })
export class DirtyDayEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_dirty_days_day' })
  day!: string;

  @Column({ name: 'marked_at', type: 'timestamptz', default: () => 'now()' })
  markedAt!: Date;
}
