import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A token ended by logout before it expired; kept until it would have expired anyway. */
@Entity({ name: 'revoked_tokens' })
export class RevokedTokenEntity {
  @PrimaryColumn({ name: 'token_id', type: 'uuid', primaryKeyConstraintName: 'PK_revoked_tokens' })
  tokenId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
