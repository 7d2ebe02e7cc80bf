import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { RpcErrorBody } from '@storystump/contracts';

/** What a request with an Idempotency-Key got the first time: its reply, or the error it was refused with. */
/** One reply, a reply sent in pieces (a long list), or a refusal. */
export type IdempotentOutcome = { reply: unknown } | { pieces: unknown[] } | { error: RpcErrorBody };

/** Only what a replay needs: which request it was, its outcome sealed, and when (it is deleted after the window). */
@Entity({ name: 'idempotent_replies' })
export class IdempotentReplyEntity {
  /** The gateway's key: the client's Idempotency-Key scoped to the caller. */
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_idempotent_replies' })
  key!: string;

  /** A keyed fingerprint of the request the key came with first. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash!: string;

  /** The outcome as JSON, sealed with the request's reply key, which is not stored. */
  @Column({ name: 'sealed_outcome', type: 'text' })
  sealedOutcome!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
