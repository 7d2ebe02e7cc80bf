import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The visits recorded in one UTC day at stations running a version, over the whole fleet: its NFC read errors are weighed by them. */
@Entity({ name: 'version_visit_days' })
export class VersionVisitDayEntity {
  @PrimaryColumn({ name: 'running_version', type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_version_visit_days' })
  runningVersion!: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_version_visit_days' })
  day!: string;

  @Column({ type: 'bigint' })
  visits!: string;
}
