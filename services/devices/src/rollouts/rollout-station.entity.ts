import type { RolloutStationState } from '@storystump/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';
import { RolloutEntity } from './rollout.entity.js';

/** A station's place in a rollout: its position in the rollout's random order fixes its phase. */
@Entity({ name: 'rollout_stations' })
@Index('rollout_stations_one_active', ['stationId'], { unique: true, where: '"active"' })
export class RolloutStationEntity {
  @PrimaryColumn({ name: 'rollout_id', type: 'uuid', primaryKeyConstraintName: 'PK_rollout_stations' })
  rolloutId!: string;

  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_rollout_stations' })
  stationId!: string;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'smallint' })
  phase!: number;

  @Column({ type: 'varchar', length: 16 })
  state!: RolloutStationState;

  /** True while the rollout may still go on (running, paused, halted): a station is in one such rollout at most. */
  @Column({ type: 'boolean' })
  active!: boolean;

  @ManyToOne(() => RolloutEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rollout_id', foreignKeyConstraintName: 'FK_rollout_stations_rollout' })
  rollout?: RolloutEntity;

  @ManyToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_rollout_stations_station' })
  station?: StationEntity;
}
