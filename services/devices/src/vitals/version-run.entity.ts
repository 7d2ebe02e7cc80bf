import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';

/**
 * A stretch of a station's heartbeats on one version, from its first to the UTC day of its last,
 * with a heartbeat on every day between: a new run begins when the version changes or after a
 * whole day without a heartbeat. So a station ran a version in a period of days exactly when one
 * of its runs of it overlaps the period.
 */
@Entity({ name: 'version_runs' })
@Index('version_runs_last_day', ['lastDay'])
export class VersionRunEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_version_runs' })
  stationId!: string;

  @PrimaryColumn({ name: 'started_at', type: 'timestamptz', primaryKeyConstraintName: 'PK_version_runs' })
  startedAt!: Date;

  @Column({ name: 'running_version', type: 'varchar', length: 64 })
  runningVersion!: string;

  @Column({ name: 'last_day', type: 'date' })
  lastDay!: string;

  @ManyToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_version_runs_station' })
  station?: StationEntity;
}
