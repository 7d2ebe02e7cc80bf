import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Sessions of a day by device category, traffic source or country. */
@Entity({ schema: 'analytics', name: 'day_dimensions' })
export class DayDimensionEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_day_dimensions_day_dimension_value' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_day_dimensions_day_dimension_value' })
  dimension!: string;

  @PrimaryColumn({ type: 'varchar', length: 100, primaryKeyConstraintName: 'PK_day_dimensions_day_dimension_value' })
  value!: string;

  @Column({ type: 'integer' })
  sessions!: number;
}
