import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { HealthReadings } from './health-readings.js';
import { StationEntity } from '../stations/station.entity.js';

/** One heartbeat's health measurements, kept for HEALTH_RETENTION_HOURS, then only in the hourly roll-up. */
@Entity({ name: 'health_samples' })
@Index('health_samples_written_by', ['writtenBy'])
export class HealthSampleEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_health_samples' })
  stationId!: string;

  @PrimaryColumn({ type: 'timestamptz', primaryKeyConstraintName: 'PK_health_samples' })
  at!: Date;

  @Column(() => HealthReadings, { prefix: false })
  readings!: HealthReadings;

  @Column({ name: 'running_version', type: 'varchar', length: 64, nullable: true })
  runningVersion!: string | null;

  @Column({ name: 'reboot_reason', type: 'varchar', length: 16, nullable: true })
  rebootReason!: string | null;

  @Column({ name: 'nfc_read_errors', type: 'integer', nullable: true })
  nfcReadErrors!: number | null;

  /** The transaction that wrote it (`txid_current()`): the fleet watch's roll-ups count each sample once, once it is committed. */
  @Column({ name: 'written_by', type: 'bigint', default: () => 'txid_current()', select: false })
  writtenBy!: string;

  @ManyToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_health_samples_station' })
  station?: StationEntity;
}
