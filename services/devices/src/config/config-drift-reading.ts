import { Inject, Injectable } from '@nestjs/common';
import type { ConfigDriftReply } from '@storystump/contracts';
import { SharedReading } from '@storystump/service-kit';
import { FleetFiguresCache } from '../fleet/fleet-figures-cache.js';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';

/**
 * The whole fleet's drift, read once and shared as the fleet's figures are: it reads every station
 * behind. Read anew after a change of configuration, a stump's report of applying one, or a
 * change of the stations made here; changes made through another copy of the service show within
 * `summaryFreshMs`.
 */
@Injectable()
export class ConfigDriftReading extends SharedReading<ConfigDriftReply> {
  constructor(@Inject(FLEET_CONFIG) config: FleetConfig, stations: FleetFiguresCache) {
    super(config.summaryFreshMs, () => stations.version);
  }
}
