import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'base_stations' })
@Index('base_stations_base_id_key', ['baseId'], { unique: true })
export class StationEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_base_stations_id' })
  id!: string;

  @Column({ name: 'base_id', type: 'varchar', length: 64 })
  baseId!: string;

  @Column({ name: 'friendly_name', type: 'varchar', length: 120 })
  friendlyName!: string;

  @Column({ type: 'double precision' })
  latitude!: number;

  @Column({ type: 'double precision' })
  longitude!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
