import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A host's monthly report that was mailed: each host is mailed each month once, however often the job runs. */
@Entity({ name: 'host_report_mails' })
export class HostReportMailEntity {
  @PrimaryColumn({ name: 'host_id', type: 'uuid', primaryKeyConstraintName: 'PK_host_report_mails' })
  hostId!: string;

  @PrimaryColumn({ type: 'char', length: 7, primaryKeyConstraintName: 'PK_host_report_mails' })
  month!: string;

  @CreateDateColumn({ name: 'mailed_at', type: 'timestamptz' })
  mailedAt!: Date;
}
