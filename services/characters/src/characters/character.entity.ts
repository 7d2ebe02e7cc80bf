import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CharacterTypeEntity } from '../types/character-type.entity.js';

/** One toy, by the serial number printed on it; unowned until an admin gives it to a user. */
@Entity({ name: 'characters' })
@Index('characters_serial_number_key', ['serialNumber'], { unique: true })
@Index('characters_owner_page_created', ['ownerId', 'createdAt', 'id'])
@Index('characters_owner_page_serial', ['ownerId', 'serialNumber', 'id'])
@Index('characters_page_created', ['createdAt', 'id'])
@Index('characters_page_serial', ['serialNumber', 'id'])
/** Searched by substring: pg_trgm indexes, and those of the searched columns as one text, which the migrations make. */
@Index('characters_search_serial', { synchronize: false })
@Index('characters_search_text_start', { synchronize: false })
@Index('characters_search_text_rest', { synchronize: false })
export class CharacterEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_characters_id' })
  id!: string;

  @Column({ name: 'serial_number', type: 'varchar', length: 64 })
  serialNumber!: string;

  @Column({ name: 'type_id', type: 'uuid' })
  typeId!: string;

  @ManyToOne(() => CharacterTypeEntity, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'type_id', foreignKeyConstraintName: 'FK_characters_type' })
  type?: CharacterTypeEntity;

  /** An identity user's id; identity's data stays there, only the display name and e-mail are copied (to be searched). */
  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId!: string | null;

  @Column({ name: 'owner_display_name', type: 'varchar', length: 60, nullable: true })
  ownerDisplayName!: string | null;

  /** Null for a character given before the e-mail was copied, until it is given again. */
  @Column({ name: 'owner_email', type: 'varchar', length: 254, nullable: true })
  ownerEmail!: string | null;

  /** Off: its visits are counted at their stumps but not linked to it. */
  @Column({ name: 'keep_history', type: 'boolean', default: true })
  keepHistory!: boolean;

  @Column({ name: 'assigned_at', type: 'timestamptz', nullable: true })
  assignedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
