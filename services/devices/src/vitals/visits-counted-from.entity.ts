import { Entity, PrimaryColumn } from 'typeorm';

/**
 * The first UTC day whose visits are all counted by version (one row): a period's NFC errors are
 * weighed by visits only over the days from then on.
 */
@Entity({ name: 'visits_counted_from' })
export class VisitsCountedFromEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_visits_counted_from' })
  day!: string;
}
