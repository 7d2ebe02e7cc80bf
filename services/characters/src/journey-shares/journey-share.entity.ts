import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity.js';

/**
 * A character's journey card shared by its family: one link at a time, kept as the hash of its
 * token only. It opens the card while the family that made it still owns the character.
 */
@Entity({ name: 'journey_shares' })
@Index('journey_shares_token_hash_key', ['tokenHash'], { unique: true })
@Index('journey_shares_owner', ['ownerId'])
export class JourneyShareEntity {
  @PrimaryColumn({ name: 'character_id', type: 'uuid', primaryKeyConstraintName: 'PK_journey_shares' })
  characterId!: string;

  @OneToOne(() => CharacterEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'character_id', foreignKeyConstraintName: 'FK_journey_shares_character' })
  character?: CharacterEntity;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
