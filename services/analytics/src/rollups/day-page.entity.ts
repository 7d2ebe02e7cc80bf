import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ schema: 'analytics', name: 'day_pages' })
export class DayPageEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_day_pages_day_page' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 500, primaryKeyConstraintName: 'PK_day_pages_day_page' })
  page!: string;

  @Column({ type: 'integer' })
  views!: number;

  @Column({ name: 'unique_views', type: 'integer' })
  uniqueViews!: number;

  @Column({ type: 'integer' })
  exits!: number;
}
