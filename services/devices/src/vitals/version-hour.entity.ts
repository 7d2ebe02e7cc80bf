import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';

/** One hour (UTC) of a station running one version, rolled up from its heartbeats: what its vitals are counted from. */
@Entity({ name: 'version_hours' })
@Index('version_hours_hour', ['hour'])
export class VersionHourEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_version_hours' })
  stationId!: string;

  @PrimaryColumn({ type: 'timestamptz', primaryKeyConstraintName: 'PK_version_hours' })
  hour!: Date;

  @PrimaryColumn({ name: 'running_version', type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_version_hours' })
  runningVersion!: string;

  @Column({ type: 'integer' })
  heartbeats!: number;

  /**
   * Seconds this version was observed running: for each heartbeat, the time since the station's
   * previous heartbeat on the same version, at most 10 minutes (a stump offline for days adds none).
   */
  @Column({ name: 'observed_seconds', type: 'double precision' })
  observedSeconds!: number;

  /** Heartbeats that said the stump had crashed or its watchdog had restarted it. */
  @Column({ type: 'integer' })
  crashes!: number;

  @Column({ name: 'nfc_read_errors', type: 'integer' })
  nfcReadErrors!: number;

  /** Battery percentage points lost between its heartbeats (rises, from charging, left out). */
  @Column({ name: 'battery_drop', type: 'integer' })
  batteryDrop!: number;

  @ManyToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_version_hours_station' })
  station?: StationEntity;
}
