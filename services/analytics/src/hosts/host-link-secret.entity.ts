import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The key that signs the hosts' links: made once, on the service's first start. */
@Entity({ schema: 'analytics', name: 'host_link_secrets' })
export class HostLinkSecretEntity {
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_host_link_secrets_id' })
  id!: string;

  @Column({ type: 'char', length: 64 })
  secret!: string;
}
