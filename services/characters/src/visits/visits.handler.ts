import { Controller } from '@nestjs/common';
import {
  CharactersSubjects,
  type AddVisitInput,
  type DeviceVisitsInput,
  type Envelope,
  type ListVisitsInput,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { DeviceVisitsService } from './device-visits.service.js';
import { VisitsService } from './visits.service.js';

@Controller()
export class VisitsHandler {
  constructor(
    private readonly visits: VisitsService,
    private readonly deviceVisits: DeviceVisitsService,
  ) {}

  @Handles(CharactersSubjects.addVisit)
  add({ ctx, input }: Envelope<AddVisitInput>) {
    return this.visits.add(ctx, input);
  }

  @Handles(CharactersSubjects.listVisits)
  list({ ctx, input }: Envelope<ListVisitsInput>) {
    return this.visits.list(ctx, input);
  }

  @Handles(CharactersSubjects.recordDeviceVisits)
  recordDeviceVisits({ ctx, input }: Envelope<DeviceVisitsInput>) {
    return this.deviceVisits.record(ctx, input);
  }
}
