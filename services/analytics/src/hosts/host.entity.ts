import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A host of stumps (a park, a café) and the stations it is shown on its portal. */
@Entity({ schema: 'analytics', name: 'hosts' })
export class HostEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_hosts_id' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** The host's contact, mailed the monthly report. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'station_ids', type: 'uuid', array: true })
  stationIds!: string[];

  /** The version its link is signed with: a new link raises it, and the links before no longer open. */
  @Column({ name: 'link_version', type: 'integer', default: 1 })
  linkVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
