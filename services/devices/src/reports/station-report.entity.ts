import type { ReportCategory } from '@storystump/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';

/** A problem with a stump reported by a member of the public, open until an admin closes it. */
@Entity({ name: 'station_reports' })
@Index('station_reports_created', ['createdAt', 'id'])
/** Counted per station while open; found by address for a family's export and erasure: made by the migrations. */
@Index('station_reports_open', { synchronize: false })
@Index('station_reports_address', { synchronize: false })
export class StationReportEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_station_reports_id' })
  id!: string;

  @Column({ name: 'station_id', type: 'uuid' })
  stationId!: string;

  @ManyToOne(() => StationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'station_id', foreignKeyConstraintName: 'FK_station_reports_station' })
  station?: StationEntity;

  @Column({ type: 'varchar', length: 16 })
  category!: ReportCategory;

  @Column({ type: 'varchar', length: 2000 })
  message!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  @Column({ name: 'closed_by', type: 'uuid', nullable: true })
  closedBy!: string | null;
}
