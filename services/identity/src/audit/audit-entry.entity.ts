import type { AuditTargetType } from '@storystump/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One admin change, as its service announced it, with the actor's address as it was then. */
@Entity({ name: 'audit_entries' })
@Index('audit_entries_newest', ['at', 'id'])
@Index('audit_entries_type_newest', ['targetType', 'at', 'id'])
@Index('audit_entries_actor_newest', ['actorId', 'at', 'id'])
/** Searched by substring: pg_trgm indexes the migrations make. */
@Index('audit_entries_search_summary', { synchronize: false })
@Index('audit_entries_search_action', { synchronize: false })
@Index('audit_entries_search_actor_email', { synchronize: false })
export class AuditEntryEntity {
  /** The event's id: an event delivered twice is one entry. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_audit_entries_id' })
  id!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Column({ name: 'actor_email', type: 'varchar', length: 254 })
  actorEmail!: string;

  @Column({ type: 'varchar', length: 64 })
  action!: string;

  @Column({ name: 'target_type', type: 'varchar', length: 32 })
  targetType!: AuditTargetType;

  @Column({ name: 'target_id', type: 'varchar', length: 64 })
  targetId!: string;

  @Column({ type: 'text' })
  summary!: string;
}
