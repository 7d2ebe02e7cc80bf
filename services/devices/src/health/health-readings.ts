import { Column } from 'typeorm';

/** What a stump measures with a heartbeat: the columns a station's latest health and each sample share. */
export class HealthReadings {
  @Column({ name: 'battery_percent', type: 'smallint', nullable: true })
  batteryPercent!: number | null;

  @Column({ name: 'temperature_c', type: 'real', nullable: true })
  temperatureC!: number | null;

  @Column({ name: 'signal_dbm', type: 'real', nullable: true })
  signalDbm!: number | null;

  @Column({ name: 'free_storage_mb', type: 'integer', nullable: true })
  freeStorageMb!: number | null;

  @Column({ name: 'stories_played', type: 'integer', nullable: true })
  storiesPlayed!: number | null;
}
