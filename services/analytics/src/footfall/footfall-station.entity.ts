import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A station characters were seen at, as it was called at its latest visit. */
@Entity({ schema: 'analytics', name: 'footfall_stations' })
export class FootfallStationEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_footfall_stations_station_id' })
  stationId!: string;

  @Column({ name: 'base_id', type: 'varchar', length: 100 })
  baseId!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;
}
