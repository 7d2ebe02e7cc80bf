import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity.js';
import { MissionEntity } from './mission.entity.js';

/** How far a character has come on a mission; `completedAt` is set once, the first time it reached the goal. */
@Entity({ name: 'mission_progress' })
@Index('mission_progress_mission_idx', ['missionId'])
export class MissionProgressEntity {
  @PrimaryColumn({ name: 'character_id', type: 'uuid', primaryKeyConstraintName: 'PK_mission_progress' })
  characterId!: string;

  @PrimaryColumn({ name: 'mission_id', type: 'uuid', primaryKeyConstraintName: 'PK_mission_progress' })
  missionId!: string;

  @ManyToOne(() => CharacterEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'character_id', foreignKeyConstraintName: 'FK_mission_progress_character' })
  character?: CharacterEntity;

  @ManyToOne(() => MissionEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'mission_id', foreignKeyConstraintName: 'FK_mission_progress_mission' })
  mission?: MissionEntity;

  @Column({ type: 'integer' })
  progress!: number;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
