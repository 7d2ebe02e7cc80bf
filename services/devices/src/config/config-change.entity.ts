import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';

/**
 * Every change of configuration, numbered: its number is the version it makes. A change of the
 * defaults has no station; a station's own has its station. When a stump fell behind is read here.
 */
@Entity({ name: 'config_changes' })
@Index('config_changes_station_version', ['stationId', 'version'])
export class ConfigChangeEntity {
  @PrimaryGeneratedColumn('increment', { type: 'integer', primaryKeyConstraintName: 'PK_config_changes' })
  version!: number;

  @Column({ name: 'station_id', type: 'uuid', nullable: true })
  stationId!: string | null;

  @ManyToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_config_changes_station' })
  station?: StationEntity;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
