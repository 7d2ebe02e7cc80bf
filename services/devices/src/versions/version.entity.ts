import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A firmware zip: its bytes are in the object store under `id`; what proves them is kept here. */
@Entity({ name: 'versions' })
@Index('versions_tag_key', ['tag'], { unique: true })
@Index('versions_page_uploaded', ['uploadedAt', 'id'])
@Index('versions_page_tag', ['tag', 'id'])
@Index('versions_page_size', ['size', 'id'])
export class VersionEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_versions_id' })
  id!: string;

  /** Searched by substring: a pg_trgm index the migrations make. */
  @Index('versions_search_tag', { synchronize: false })
  @Column({ type: 'varchar', length: 64 })
  tag!: string;

  @Column({ type: 'bigint', transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  size!: number;

  @Column({ type: 'char', length: 64 })
  sha256!: string;

  /** Ed25519 over the manifest (tag, size, sha256), base64. */
  @Column({ type: 'text' })
  signature!: string;

  @CreateDateColumn({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt!: Date;
}

/** What a stump is offered of a version: its id for the link, and its signed manifest. */
export type SignedVersion = Pick<VersionEntity, 'id' | 'tag' | 'size' | 'sha256' | 'signature'>;
