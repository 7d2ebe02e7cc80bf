import type { StationConfigOverrides } from '@storystump/contracts';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';

/** A station's own values over the defaults, and what its stump last said it applied. */
@Entity({ name: 'station_configs' })
export class StationConfigEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_station_configs' })
  stationId!: string;

  @OneToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_station_configs_station' })
  station?: StationEntity;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  overrides!: StationConfigOverrides;

  /** The version the last change of its own values made; null while it has none. */
  @Column({ name: 'overrides_version', type: 'integer', nullable: true })
  overridesVersion!: number | null;

  @Column({ name: 'applied_version', type: 'integer', nullable: true })
  appliedVersion!: number | null;

  @Column({ name: 'applied_at', type: 'timestamptz', nullable: true })
  appliedAt!: Date | null;
}
