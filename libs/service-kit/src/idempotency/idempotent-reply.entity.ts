import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { RpcErrorBody } from '@storystump/contracts';

/** What a request with an Idempotency-Key got the first time: its reply, or the error it was refused with. */
export type IdempotentOutcome = { reply: unknown } | { error: RpcErrorBody };

@Entity({ name: 'idempotent_replies' })
export class IdempotentReplyEntity {
  /** The gateway's key: the client's Idempotency-Key scoped to the route and the caller. */
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_idempotent_replies' })
  key!: string;

  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash!: string;

  @Column({ type: 'jsonb' })
  outcome!: IdempotentOutcome;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
