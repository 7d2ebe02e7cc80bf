import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';

/**
 * A station's last heartbeat on a version that its version hours have counted, and its last battery
 * reading on it: the next heartbeat's time observed and battery fall are counted from them.
 */
@Entity({ name: 'version_last_beats' })
export class VersionLastBeatEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_version_last_beats' })
  stationId!: string;

  @PrimaryColumn({ name: 'running_version', type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_version_last_beats' })
  runningVersion!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ name: 'battery_percent', type: 'smallint', nullable: true })
  batteryPercent!: number | null;

  @ManyToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_version_last_beats_station' })
  station?: StationEntity;
}
