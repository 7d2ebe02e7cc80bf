import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The key that signs unsubscribe links: made once, on the service's first start. */
@Entity({ name: 'link_secrets' })
export class LinkSecretEntity {
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_link_secrets_id' })
  id!: string;

  @Column({ type: 'char', length: 64 })
  secret!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
