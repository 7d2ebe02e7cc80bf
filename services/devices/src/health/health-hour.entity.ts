import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';

/**
 * A station's health over one hour (UTC), rolled up from its samples, kept for
 * HEALTH_HOURS_RETENTION_DAYS. The oldest hour is found through an index on the hour as UTC time
 * (`health_hours_utc_hour`, made by its migration): one on the hour itself would be walked by a
 * station's newest hours, through every station's, rather than its primary key.
 */
@Entity({ name: 'health_hours' })
export class HealthHourEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_health_hours' })
  stationId!: string;

  @PrimaryColumn({ type: 'timestamptz', primaryKeyConstraintName: 'PK_health_hours' })
  hour!: Date;

  @Column({ type: 'integer' })
  samples!: number;

  @Column({ name: 'battery_min', type: 'smallint', nullable: true })
  batteryMin!: number | null;

  @Column({ name: 'battery_avg', type: 'real', nullable: true })
  batteryAvg!: number | null;

  @Column({ name: 'temperature_avg', type: 'real', nullable: true })
  temperatureAvg!: number | null;

  @Column({ name: 'signal_avg', type: 'real', nullable: true })
  signalAvg!: number | null;

  /** The sums and counts of the readings the averages are of: a roll-up adds its samples to them. */
  @Column({ name: 'battery_sum', type: 'double precision', default: 0, select: false })
  batterySum!: number;

  @Column({ name: 'battery_readings', type: 'integer', default: 0, select: false })
  batteryReadings!: number;

  @Column({ name: 'temperature_sum', type: 'double precision', default: 0, select: false })
  temperatureSum!: number;

  @Column({ name: 'temperature_readings', type: 'integer', default: 0, select: false })
  temperatureReadings!: number;

  @Column({ name: 'signal_sum', type: 'double precision', default: 0, select: false })
  signalSum!: number;

  @Column({ name: 'signal_readings', type: 'integer', default: 0, select: false })
  signalReadings!: number;

  @Column({ name: 'free_storage_min', type: 'integer', nullable: true })
  freeStorageMin!: number | null;

  @Column({ name: 'stories_played', type: 'integer' })
  storiesPlayed!: number;

  @ManyToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_health_hours_station' })
  station?: StationEntity;
}
