import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A day with events not yet rolled up: its figures are computed from the raw events. */
@Entity({ schema: 'analytics', name: 'dirty_days' })
export class DirtyDayEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_dirty_days_day' })
  day!: string;

  @Column({ name: 'marked_at', type: 'timestamptz', default: () => 'now()' })
  markedAt!: Date;
}

/** One session's activity on one day (UTC). */
@Entity({ schema: 'analytics', name: 'session_days' })
export class SessionDayEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_session_days_day_session' })
  day!: string;

  @PrimaryColumn({ name: 'session_id', type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_session_days_day_session' })
  sessionId!: string;

  @Column({ name: 'first_at', type: 'timestamptz' })
  firstAt!: Date;

  @Column({ name: 'last_at', type: 'timestamptz' })
  lastAt!: Date;

  @Column({ name: 'page_views', type: 'integer' })
  pageViews!: number;

  @Column({ name: 'device_category', type: 'varchar', length: 40 })
  deviceCategory!: string;

  @Column({ name: 'traffic_source', type: 'varchar', length: 100 })
  trafficSource!: string;

  @Column({ type: 'varchar', length: 16 })
  country!: string;
}

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
}

/** Sessions of a day by device category, traffic source or country. */
@Entity({ schema: 'analytics', name: 'day_dimensions' })
export class DayDimensionEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_day_dimensions_day_dimension_value' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_day_dimensions_day_dimension_value' })
  dimension!: string;

  @PrimaryColumn({ type: 'varchar', length: 100, primaryKeyConstraintName: 'PK_day_dimensions_day_dimension_value' })
  value!: string;

  @Column({ type: 'integer' })
  sessions!: number;
}

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

export const rollupEntities = [DirtyDayEntity, SessionDayEntity, DayTotalEntity, DayDimensionEntity, DayPageEntity];
