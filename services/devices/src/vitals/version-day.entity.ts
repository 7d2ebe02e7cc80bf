import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One UTC day of a version over the whole fleet: its version hours summed, so a period's vitals
 * read a row a day. Sums are bigint: a day of a national fleet's NFC errors outgrows an integer.
 */
@Entity({ name: 'version_days' })
export class VersionDayEntity {
  @PrimaryColumn({ name: 'running_version', type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_version_days' })
  runningVersion!: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_version_days' })
  day!: string;

  @Column({ name: 'observed_seconds', type: 'double precision' })
  observedSeconds!: number;

  @Column({ type: 'bigint' })
  crashes!: string;

  @Column({ name: 'nfc_read_errors', type: 'bigint' })
  nfcReadErrors!: string;

  @Column({ name: 'battery_drop', type: 'bigint' })
  batteryDrop!: string;
}
