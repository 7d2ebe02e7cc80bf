import { Inject, Injectable } from '@nestjs/common';
import { auditEventOf, type AuditRecord, type RequestContext, type ServiceName } from '@storystump/contracts';
import { SERVICE_NAME } from '../service-name.js';
import type { Emit } from './outbox.js';

/**
 * The audit log's side in every service: an admin's change is announced as
 * `<service>.events.audit.recorded` with the change, through its transaction's `emit`, so the log
 * never holds a change that did not happen nor misses one that did.
 */
@Injectable()
export class AuditTrail {
  constructor(@Inject(SERVICE_NAME) private readonly service: ServiceName) {}

  async record(emit: Emit, ctx: RequestContext, change: Omit<AuditRecord, 'at' | 'actorId'>): Promise<void> {
    if (!ctx.actor) return;
    await emit(auditEventOf(this.service), { ...change, at: new Date().toISOString(), actorId: ctx.actor.id });
  }
}
