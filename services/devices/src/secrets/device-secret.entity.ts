import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The devices service's own keys (manifest signing, download links), encrypted at rest. */
@Entity({ name: 'device_secrets' })
export class DeviceSecretEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_device_secrets_id' })
  id!: string;

  /** Encrypted with DEVICES_KEY_ENCRYPTION_KEY. */
  @Column({ name: 'secret_encrypted', type: 'text' })
  secretEncrypted!: string;

  /** The public half, for keys that have one. */
  @Column({ name: 'public_key_pem', type: 'text', nullable: true })
  publicKeyPem!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
