import { Controller } from '@nestjs/common';
import { DevicesSubjects, type Envelope, type HealthHoursQuery } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { FleetService } from './fleet.service.js';

@Controller()
export class FleetHandler {
  constructor(private readonly fleet: FleetService) {}

  @Handles(DevicesSubjects.stationStatuses)
  statuses({ ctx }: Envelope<unknown>) {
    return this.fleet.statusesOf(ctx);
  }

  @Handles(DevicesSubjects.fleet)
  summary({ ctx }: Envelope<unknown>) {
    return this.fleet.summary(ctx);
  }

  @Handles(DevicesSubjects.stationHealth)
  health({ ctx, input }: Envelope<HealthHoursQuery & { id: string }>) {
    return this.fleet.healthOf(ctx, input);
  }
}
