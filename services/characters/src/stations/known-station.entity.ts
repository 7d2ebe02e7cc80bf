import { Column, Entity, PrimaryColumn } from 'typeorm';

/** This service's copy of a devices base station, kept current by devices' station events. */
@Entity({ name: 'known_stations' })
export class KnownStationEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_known_stations_id' })
  id!: string;

  @Column({ name: 'base_id', type: 'varchar', length: 64 })
  baseId!: string;

  @Column({ name: 'friendly_name', type: 'varchar', length: 120 })
  friendlyName!: string;

  /** Its place on the map; null until devices' events or a look-up tell it. */
  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  /** Set once devices deletes it; station ids are never reused, so it stays deleted. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
