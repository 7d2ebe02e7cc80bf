import { Controller } from '@nestjs/common';
import { DevicesSubjects, type Envelope, type IdInput, type StationInput, type UpdateStationInput } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { StationsService } from './stations.service.js';

@Controller()
export class StationsHandler {
  constructor(private readonly stations: StationsService) {}

  @Handles(DevicesSubjects.listStations)
  list() {
    return this.stations.list();
  }

  @Handles(DevicesSubjects.getStation)
  get({ input }: Envelope<IdInput>) {
    return this.stations.get(input.id);
  }

  @Handles(DevicesSubjects.createStation)
  create({ ctx, input }: Envelope<StationInput>) {
    return this.stations.create(ctx, input);
  }

  @Handles(DevicesSubjects.updateStation)
  update({ ctx, input }: Envelope<UpdateStationInput>) {
    return this.stations.update(ctx, input);
  }

  @Handles(DevicesSubjects.deleteStation)
  remove({ ctx, input }: Envelope<IdInput>) {
    return this.stations.remove(ctx, input.id);
  }
}
