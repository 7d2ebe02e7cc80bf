import { Inject, Injectable } from '@nestjs/common';
import type { FleetReply } from '@storystump/contracts';
import { SharedReading } from '@storystump/service-kit';
import { FLEET_CONFIG, type FleetConfig } from './fleet-config.js';

/**
 * The fleet's figures, counted once and shared: at a national fleet's size a count reads every
 * station, so the admins looking at the Fleet tab together share one count (and the one in
 * flight) until it is `summaryFreshMs` old or the stations were changed here. A stump's call
 * moves its station's state without asking, so its effect shows within `summaryFreshMs`.
 */
@Injectable()
export class FleetFiguresCache extends SharedReading<FleetReply> {
  constructor(@Inject(FLEET_CONFIG) config: FleetConfig) {
    super(config.summaryFreshMs);
  }
}
