import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ schema: 'analytics', name: 'day_totals' })
export class DayTotalEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_day_totals_day' })
  day!: string;

  @Column({ type: 'integer' })
  sessions!: number;

  @Column({ type: 'integer' })
  bounces!: number;

  @Column({ name: 'page_views', type: 'integer' })
  pageViews!: number;

  @Column({ name: 'duration_ms', type: 'bigint' })
  durationMs!: string;

  /** Events sent by known bots, in no other figure. */
  @Column({ type: 'integer', default: 0 })
  bots!: number;
}
