import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';
import { VersionEntity } from '../versions/version.entity.js';

/** A stump's key: only its sha256 is kept, and a prefix to tell keys apart in a list. */
@Entity({ name: 'api_keys' })
@Index('api_keys_key_hash_key', ['keyHash'], { unique: true })
@Index('api_keys_page_created', ['createdAt', 'id'])
@Index('api_keys_page_prefix', ['prefix', 'id'])
@Index('api_keys_base_station', ['baseStationId'])
@Index('api_keys_successor_of_key', ['successorOf'], { unique: true })
export class ApiKeyEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_api_keys_id' })
  id!: string;

  @Column({ name: 'key_hash', type: 'char', length: 64 })
  keyHash!: string;

  @Column({ type: 'varchar', length: 16 })
  prefix!: string;

  /** Null once its station is deleted (the key is revoked then too). */
  @Column({ name: 'base_station_id', type: 'uuid', nullable: true })
  baseStationId!: string | null;

  @ManyToOne(() => StationEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'base_station_id', foreignKeyConstraintName: 'FK_api_keys_base_station' })
  baseStation?: StationEntity | null;

  @Column({ name: 'assigned_version_id', type: 'uuid', nullable: true })
  assignedVersionId!: string | null;

  /** A version cannot be deleted while a key has it assigned: the database refuses too. */
  @ManyToOne(() => VersionEntity, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'assigned_version_id', foreignKeyConstraintName: 'FK_api_keys_assigned_version' })
  assignedVersion?: VersionEntity | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /** The key this one succeeds; each key has one successor at most. */
  @Column({ name: 'successor_of', type: 'uuid', nullable: true })
  successorOf!: string | null;

  @ManyToOne(() => ApiKeyEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'successor_of', foreignKeyConstraintName: 'FK_api_keys_successor_of' })
  predecessor?: ApiKeyEntity | null;

  /** Set when the key is rotated: it is accepted beside its successor until then, and refused after. */
  @Column({ name: 'accepted_until', type: 'timestamptz', nullable: true })
  acceptedUntil!: Date | null;
}
