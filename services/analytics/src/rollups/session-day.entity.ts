import { Column, Entity, PrimaryColumn } from 'typeorm';

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

  /** The `utm_campaign` its first page named, if any. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  campaign!: string | null;
}
