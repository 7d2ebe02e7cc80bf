import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An event a consumer gave up on after its last attempt, kept to be looked at and replayed. */
@Entity({ name: 'dead_letters' })
@Index('UQ_dead_letters_consumer_event', ['consumer', 'eventId'], { unique: true })
export class DeadLetterEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_dead_letters_id' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  consumer!: string;

  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  @Column({ name: 'event_id', type: 'varchar', length: 200 })
  eventId!: string;

  @Column({ type: 'jsonb', nullable: true })
  payload!: unknown;

  @Column({ type: 'text' })
  error!: string;

  @Column({ type: 'integer' })
  attempts!: number;

  @CreateDateColumn({ name: 'parked_at', type: 'timestamptz' })
  parkedAt!: Date;
}
