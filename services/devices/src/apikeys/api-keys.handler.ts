import { Controller } from '@nestjs/common';
import {
  DevicesSubjects,
  type AssignVersionInput,
  type Envelope,
  type GenerateKeyInput,
  type IdInput,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { ApiKeysService } from './api-keys.service.js';

@Controller()
export class ApiKeysHandler {
  constructor(private readonly keys: ApiKeysService) {}

  @Handles(DevicesSubjects.listKeys)
  list({ ctx }: Envelope<unknown>) {
    return this.keys.list(ctx);
  }

  @Handles(DevicesSubjects.generateKey)
  generate({ ctx, input }: Envelope<GenerateKeyInput>) {
    return this.keys.generate(ctx, input.baseStationId);
  }

  @Handles(DevicesSubjects.revokeKey)
  revoke({ ctx, input }: Envelope<IdInput>) {
    return this.keys.revoke(ctx, input.id);
  }

  @Handles(DevicesSubjects.assignVersion)
  assignVersion({ ctx, input }: Envelope<AssignVersionInput>) {
    return this.keys.assignVersion(ctx, input);
  }
}
