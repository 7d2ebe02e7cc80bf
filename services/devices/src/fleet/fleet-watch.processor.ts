import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DevicesQueues } from '@storystump/contracts';
import { JobQueues, Outbox, ProcessesJobs } from '@storystump/service-kit';
import { HealthRollUp } from '../health/health-roll-up.js';
import { HoursRetention } from '../health/hours-retention.js';
import { RestingStations } from '../reports/resting-stations.js';
import { FLEET_CONFIG, type FleetConfig } from './fleet-config.js';
import { FleetService } from './fleet.service.js';
import { RolloutVitalsGate } from '../rollouts/rollout-vitals-gate.js';
import { VersionVitalsService } from '../vitals/version-vitals.service.js';

/**
 * Every little while: which stumps fell silent (and so rest on the public map, or are back), their
 * health and versions' vitals by the hour (the oldest hour past its retention let go), and the rollouts those vitals gate.
 */
@Injectable()
export class FleetWatchProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(FleetWatchProcessor.name);

  constructor(
    private readonly fleet: FleetService,
    private readonly health: HealthRollUp,
    private readonly hours: HoursRetention,
    private readonly jobs: JobQueues,
    private readonly outbox: Outbox,
    private readonly resting: RestingStations,
    private readonly vitals: VersionVitalsService,
    private readonly vitalsGate: RolloutVitalsGate,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(DevicesQueues.fleetWatch, 'fleet-watch', { every: this.config.watchEveryMs }, {});
  }

  @ProcessesJobs(DevicesQueues.fleetWatch)
  async watch(): Promise<{ fellSilent: number }> {
    const fellSilent = await this.fleet.markSilent();
    if (fellSilent) this.logger.log(`${fellSilent} station(s) fell silent`);
    // A stump back from silence rests until this look: its heartbeat path stays one statement.
    await this.outbox.transaction((tx, emit) => this.resting.sync(tx, emit));
    await this.vitals.rollUp();
    await this.health.rollUp();
    await this.hours.letOldestHourGo();
    const halted = await this.vitalsGate.check();
    if (halted) this.logger.log(`${halted} rollout(s) halted by their vitals gate`);
    return { fellSilent };
  }
}
