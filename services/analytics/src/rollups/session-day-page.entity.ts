import { Entity, PrimaryColumn } from 'typeorm';

/** A page a session viewed on a day: what keeps a page's unique views exact as events are rolled up bit by bit. */
@Entity({ schema: 'analytics', name: 'session_day_pages' })
export class SessionDayPageEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_session_day_pages_day_page_session' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 500, primaryKeyConstraintName: 'PK_session_day_pages_day_page_session' })
  page!: string;

  @PrimaryColumn({
    name: 'session_id',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'PK_session_day_pages_day_page_session',
  })
  sessionId!: string;
}
