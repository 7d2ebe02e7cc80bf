import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';

/**
 * The stories a station's stump played on one UTC day, from its hours once they are older than
 * their retention: what a host's figures of a long-past span read.
 */
@Entity({ name: 'health_days' })
export class HealthDayEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_health_days' })
  stationId!: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_health_days' })
  day!: string;

  @Column({ name: 'stories_played', type: 'bigint' })
  storiesPlayed!: string;

  @ManyToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_health_days_station' })
  station?: StationEntity;
}
