import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A family that chose whether it is mailed about finished missions; a family without a row is mailed. */
@Entity({ name: 'mission_mail_choices' })
export class MissionMailChoiceEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid', primaryKeyConstraintName: 'PK_mission_mail_choices_owner_id' })
  ownerId!: string;

  @Column({ type: 'boolean' })
  send!: boolean;
}
