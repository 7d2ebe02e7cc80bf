import { Controller } from '@nestjs/common';
import { IdentitySubjects, type AuditQuery, type Envelope } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { AuditLogService } from './audit-log.service.js';

@Controller()
export class AuditLogHandler {
  constructor(private readonly audit: AuditLogService) {}

  @Handles(IdentitySubjects.audit)
  list({ ctx, input }: Envelope<AuditQuery>) {
    return this.audit.list(ctx, input);
  }
}
