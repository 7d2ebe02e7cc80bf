import type { StationSilenceEvent } from '@storystump/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export type FleetAlertKind = 'silent' | 'returned';

/** A stump's silence or return heard from devices and not yet mailed: held to go out with those that come with it. */
@Entity({ name: 'fleet_alerts' })
export class FleetAlertEntity {
  @PrimaryColumn({ type: 'varchar', length: 8, primaryKeyConstraintName: 'PK_fleet_alerts' })
  kind!: FleetAlertKind;

  @PrimaryColumn({ name: 'incident_id', type: 'varchar', length: 200, primaryKeyConstraintName: 'PK_fleet_alerts' })
  incidentId!: string;

  @Column({ type: 'jsonb' })
  event!: StationSilenceEvent;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;
}
