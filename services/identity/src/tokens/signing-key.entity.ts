import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The key pair identity signs tokens with; only the public half ever leaves the service. */
@Entity({ name: 'signing_keys' })
export class SigningKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_signing_keys_id' })
  id!: string;

  @Column({ name: 'private_key_pem', type: 'text' })
  privateKeyPem!: string;

  @Column({ name: 'public_key_pem', type: 'text' })
  publicKeyPem!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
