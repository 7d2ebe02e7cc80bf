import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Characters' visits to one station on one day (UTC). */
@Entity({ schema: 'analytics', name: 'footfall_days' })
export class FootfallDayEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_footfall_days_day_station_id' })
  day!: string;

  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_footfall_days_day_station_id' })
  stationId!: string;

  @Column({ type: 'integer' })
  visits!: number;
}
