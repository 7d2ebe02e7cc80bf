import type { StationConfig } from '@storystump/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The fleet's defaults: one row. */
@Entity({ name: 'config_defaults' })
export class ConfigDefaultsEntity {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_config_defaults' })
  id!: number;

  @Column({ type: 'jsonb' })
  config!: StationConfig;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
