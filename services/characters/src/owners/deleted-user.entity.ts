import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user identity has deleted: no character may be given to them afterwards. */
@Entity({ name: 'deleted_users' })
export class DeletedUserEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_deleted_users_id' })
  id!: string;

  @Column({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date;
}
