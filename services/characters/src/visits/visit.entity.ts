import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity.js';

/**
 * A character seen at a base station. The station's base_id and name are kept as they were at
 * the time, so the history reads the same after the station is renamed or deleted. A visit
 * unlinked from its character (its history paused, past the retention period, its owner's
 * account deleted) stays only as a count at its stump.
 */
@Entity({ name: 'visits' })
@Index('visits_character_newest_idx', ['characterId', 'visitDate', 'id'])
// A character's visits counted per stump read from the index alone.
@Index('visits_character_station_idx', ['characterId', 'stationId', 'visitDate'])
@Index('visits_station_event_key', ['stationId', 'eventId'], { unique: true })
// The visits still linked to a character, oldest first: what the retention job unlinks.
@Index('visits_linked_by_date_idx', ['visitDate'], { where: '"character_id" IS NOT NULL' })
export class VisitEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_visits_id' })
  id!: string;

  @Column({ name: 'character_id', type: 'uuid', nullable: true })
  characterId!: string | null;

  @ManyToOne(() => CharacterEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'character_id', foreignKeyConstraintName: 'FK_visits_character' })
  character?: CharacterEntity;

  @Column({ name: 'station_id', type: 'uuid' })
  stationId!: string;

  @Column({ name: 'station_base_id', type: 'varchar', length: 64 })
  stationBaseId!: string;

  @Column({ name: 'station_name', type: 'varchar', length: 120 })
  stationName!: string;

  @Column({ name: 'visit_date', type: 'timestamptz' })
  visitDate!: Date;

  /** The stump's own id for the visit, unique at its station: a batch sent again never records it twice. Null when an admin added it. */
  @Column({ name: 'event_id', type: 'uuid', nullable: true })
  eventId!: string | null;

  /** The stump's own reading of the visit's time, when its clock was off and `visitDate` was corrected; null otherwise. */
  @Column({ name: 'reported_at', type: 'timestamptz', nullable: true })
  reportedAt!: Date | null;

  /** How far the stump's clock was behind when the visit was corrected, in seconds (negative: ahead); null when not corrected. */
  @Column({ name: 'clock_offset_seconds', type: 'integer', nullable: true })
  clockOffsetSeconds!: number | null;

  @Column({ name: 'recorded_at', type: 'timestamptz', default: () => 'now()' })
  recordedAt!: Date;
}
