import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A stump's clock as its latest batch with a `sentAt` measured it. */
@Entity({ name: 'station_clocks' })
export class StationClockEntity {
  @PrimaryColumn({ name: 'station_id', type: 'uuid', primaryKeyConstraintName: 'PK_station_clocks_station_id' })
  stationId!: string;

  /** How far its clock was behind the platform's, in seconds (negative: ahead). */
  @Column({ name: 'offset_seconds', type: 'integer' })
  offsetSeconds!: number;

  @Column({ name: 'seen_at', type: 'timestamptz' })
  seenAt!: Date;
}
