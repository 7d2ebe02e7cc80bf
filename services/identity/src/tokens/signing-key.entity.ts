import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The key pair identity signs tokens with; only the public half ever leaves the service. */
@Entity({ name: 'signing_keys' })
export class SigningKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_signing_keys_id' })
  id!: string;

  /** Encrypted with TOKEN_KEY_ENCRYPTION_KEY (see key-encryption.ts). */
  @Column({ name: 'private_key_encrypted', type: 'text', nullable: true })
  privateKeyEncrypted!: string | null;

  /** Only in databases from before the key was encrypted; encrypted and cleared at the next start. */
  @Column({ name: 'private_key_pem', type: 'text', nullable: true })
  privateKeyPem!: string | null;

  @Column({ name: 'public_key_pem', type: 'text' })
  publicKeyPem!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
