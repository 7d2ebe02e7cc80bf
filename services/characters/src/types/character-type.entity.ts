import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A kind of character, and the code its toys carry for it. */
@Entity({ name: 'character_types' })
@Index('character_types_encrypted_type_key', ['encryptedType'], { unique: true })
export class CharacterTypeEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_character_types_id' })
  id!: string;

  @Column({ name: 'encrypted_type', type: 'varchar', length: 128 })
  encryptedType!: string;

  @Column({ name: 'character_type', type: 'varchar', length: 60 })
  characterType!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
