import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { HealthReadings } from '../health/health-readings.js';
import { StationEntity } from './station.entity.js';

/** What a station's stump last said: its heartbeat and its last firmware report. */
@Entity({ name: 'station_status' })
/** The silent stumps, for the fleet watch: a partial index the migrations make. */
@Index('station_status_silent', { synchronize: false })
export class StationStatusEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_station_status_station_id' })
  stationId!: string;

  @OneToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_station_status_station' })
  station?: StationEntity;

  @Column({ name: 'last_contact_at', type: 'timestamptz', nullable: true })
  lastContactAt!: Date | null;

  @Column({ name: 'running_version', type: 'varchar', length: 64, nullable: true })
  runningVersion!: string | null;

  @Column({ name: 'uptime_seconds', type: 'integer', nullable: true })
  uptimeSeconds!: number | null;

  @Column({ name: 'firmware_status', type: 'varchar', length: 16, nullable: true })
  firmwareStatus!: string | null;

  @Column({ name: 'firmware_tag', type: 'varchar', length: 64, nullable: true })
  firmwareTag!: string | null;

  @Column({ name: 'firmware_status_at', type: 'timestamptz', nullable: true })
  firmwareStatusAt!: Date | null;

  /** The latest health the stump measured, and when. */
  @Column({ name: 'health_at', type: 'timestamptz', nullable: true })
  healthAt!: Date | null;

  @Column(() => HealthReadings, { prefix: false })
  readings!: HealthReadings;

  /** The story packs the stump last said it holds; null: it never said. */
  @Column({ name: 'story_packs', type: 'text', array: true, nullable: true })
  storyPacks!: string[] | null;

  @Column({ name: 'story_packs_at', type: 'timestamptz', nullable: true })
  storyPacksAt!: Date | null;

  /** Set when the watch found the stump silent (and the admins were told); cleared when it calls in again. */
  @Column({ name: 'silent_since', type: 'timestamptz', nullable: true })
  silentSince!: Date | null;
}
