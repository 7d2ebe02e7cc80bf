import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'base_stations' })
@Index('base_stations_base_id_key', ['baseId'], { unique: true })
@Index('base_stations_page_base_id', ['baseId', 'id'])
@Index('base_stations_page_friendly_name', ['friendlyName', 'id'])
@Index('base_stations_page_created', ['createdAt', 'id'])
/** The stumps resting, found by the fleet watch: a partial index the migrations make. */
@Index('base_stations_resting', { synchronize: false })
export class StationEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_base_stations_id' })
  id!: string;

  /** Searched by substring: a pg_trgm index the migrations make. */
  @Index('base_stations_search_base_id', { synchronize: false })
  @Column({ name: 'base_id', type: 'varchar', length: 64 })
  baseId!: string;

  @Index('base_stations_search_friendly_name', { synchronize: false })
  @Column({ name: 'friendly_name', type: 'varchar', length: 120 })
  friendlyName!: string;

  @Column({ type: 'double precision' })
  latitude!: number;

  @Column({ type: 'double precision' })
  longitude!: number;

  /** The stump may update between these times (UTC, HH:MM); none: at any time. */
  @Column({ name: 'update_window_start', type: 'varchar', length: 5, nullable: true })
  updateWindowStart!: string | null;

  @Column({ name: 'update_window_end', type: 'varchar', length: 5, nullable: true })
  updateWindowEnd!: string | null;

  /** When it was reported stolen or lost; null while it is where it should be. */
  @Column({ name: 'lost_at', type: 'timestamptz', nullable: true })
  lostAt!: Date | null;
  /** Since when the public map shows it "Resting, back soon" (open reports or silence); none while it works. */
  @Column({ name: 'resting_since', type: 'timestamptz', nullable: true })
  restingSince!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
