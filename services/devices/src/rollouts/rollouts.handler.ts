import { Controller } from '@nestjs/common';
import {
  DevicesSubjects,
  type CreateRolloutInput,
  type Envelope,
  type GetRolloutInput,
  type RolloutIdInput,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { RolloutsService } from './rollouts.service.js';

@Controller()
export class RolloutsHandler {
  constructor(private readonly rollouts: RolloutsService) {}

  @Handles(DevicesSubjects.createRollout)
  create({ ctx, input }: Envelope<CreateRolloutInput>) {
    return this.rollouts.create(ctx, input);
  }

  @Handles(DevicesSubjects.listRollouts)
  list({ ctx }: Envelope<unknown>) {
    return this.rollouts.list(ctx);
  }

  @Handles(DevicesSubjects.getRollout)
  get({ ctx, input }: Envelope<GetRolloutInput>) {
    return this.rollouts.get(ctx, input);
  }

  @Handles(DevicesSubjects.pauseRollout)
  pause({ ctx, input }: Envelope<RolloutIdInput>) {
    return this.rollouts.pause(ctx, input.id);
  }

  @Handles(DevicesSubjects.resumeRollout)
  resume({ ctx, input }: Envelope<RolloutIdInput>) {
    return this.rollouts.resume(ctx, input.id);
  }

  @Handles(DevicesSubjects.cancelRollout)
  cancel({ ctx, input }: Envelope<RolloutIdInput>) {
    return this.rollouts.cancel(ctx, input.id);
  }
}
