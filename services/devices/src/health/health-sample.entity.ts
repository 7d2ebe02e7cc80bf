import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';

/** One heartbeat's health measurements, kept for HEALTH_RETENTION_HOURS, then only in the hourly roll-up. */
@Entity({ name: 'health_samples' })
@Index('health_samples_at', ['at'])
export class HealthSampleEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_health_samples' })
  stationId!: string;

  @PrimaryColumn({ type: 'timestamptz', primaryKeyConstraintName: 'PK_health_samples' })
  at!: Date;

  @Column({ name: 'battery_percent', type: 'smallint', nullable: true })
  batteryPercent!: number | null;

  @Column({ name: 'temperature_c', type: 'real', nullable: true })
  temperatureC!: number | null;

  @Column({ name: 'signal_dbm', type: 'real', nullable: true })
  signalDbm!: number | null;

  @Column({ name: 'free_storage_mb', type: 'integer', nullable: true })
  freeStorageMb!: number | null;

  @Column({ name: 'stories_played', type: 'integer', nullable: true })
  storiesPlayed!: number | null;

  @ManyToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_health_samples_station' })
  station?: StationEntity;
}
