import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { MissionRuleKind } from '@storystump/contracts';

/** A mission admins set: what a character's visits must add up to, and the badge it earns. */
@Entity({ name: 'missions' })
export class MissionEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_missions_id' })
  id!: string;

  @Column({ type: 'varchar', length: 120 })
  title!: string;

  @Column({ type: 'varchar', length: 1000 })
  description!: string;

  @Column({ name: 'rule_kind', type: 'varchar', length: 20 })
  ruleKind!: MissionRuleKind;

  @Column({ name: 'rule_count', type: 'integer' })
  ruleCount!: number;

  @Column({ name: 'rule_from', type: 'timestamptz', nullable: true })
  ruleFrom!: Date | null;

  @Column({ name: 'rule_to', type: 'timestamptz', nullable: true })
  ruleTo!: Date | null;

  /** Only characters of this type take part; null: every character. */
  @Column({ name: 'character_type', type: 'varchar', length: 60, nullable: true })
  characterType!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  badge!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
