import { Controller } from '@nestjs/common';
import {
  DevicesSubjects,
  type Envelope,
  type FirmwareStatusInput,
  type HeartbeatInput,
  type NextFirmwareInput,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { DeviceService } from './device.service.js';

@Controller()
export class DeviceHandler {
  constructor(private readonly device: DeviceService) {}

  @Handles(DevicesSubjects.authenticate)
  authenticate({ ctx }: Envelope<unknown>) {
    return this.device.authenticate(ctx);
  }

  @Handles(DevicesSubjects.deviceMe)
  me({ ctx }: Envelope<unknown>) {
    return this.device.me(ctx);
  }

  @Handles(DevicesSubjects.nextFirmware)
  nextFirmware({ ctx, input }: Envelope<NextFirmwareInput>) {
    return this.device.nextFirmware(ctx, input);
  }

  @Handles(DevicesSubjects.firmwareStatus)
  firmwareStatus({ ctx, input }: Envelope<FirmwareStatusInput>) {
    return this.device.firmwareStatus(ctx, input);
  }

  @Handles(DevicesSubjects.heartbeat)
  heartbeat({ ctx, input }: Envelope<HeartbeatInput>) {
    return this.device.heartbeat(ctx, input);
  }
}
