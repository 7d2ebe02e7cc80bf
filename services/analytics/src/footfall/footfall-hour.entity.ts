import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Characters' visits to one station in one hour (UTC): what a host's busiest hours are counted from. */
@Entity({ schema: 'analytics', name: 'footfall_hours' })
export class FootfallHourEntity {
  @PrimaryColumn({ type: 'timestamptz', primaryKeyConstraintName: 'PK_footfall_hours_hour_station_id' })
  hour!: Date;

  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_footfall_hours_hour_station_id' })
  stationId!: string;

  @Column({ type: 'integer' })
  visits!: number;
}
