import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AUDIT_EVENTS,
  IdentityAuditOps,
  type AuditEntryView,
  type AuditQuery,
  type AuditTargetType,
  type AuditRecord,
  type ParsedInputOf,
  type RequestContext,
} from '@storystump/contracts';
import { ConsumesEvent, Handles, keysetPage, type KeysetPage, type PageFilter } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { In, LessThan, type EntityManager, type FindOptionsWhere, type Repository } from 'typeorm';
import { DELETED_USER } from '../deletions/account-erasure.js';
import { UserEntity } from '../users/user.entity.js';
import { AUDIT_PAGES, byActor, ofTargetType } from './audit-pages.js';
import { AuditEntryEntity } from './audit-entry.entity.js';

/**
 * The audit log: every service announces its admins' changes, and they are kept here, where the
 * admins' addresses are, so each entry says who made it even after that account is gone.
 */
@Injectable()
export class AuditLogService {
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  @ConsumesEvent(AUDIT_EVENTS, { name: 'audit-log' })
  async record(change: AuditRecord, tx: EntityManager): Promise<void> {
    const actor = await tx.findOne(UserEntity, { where: { id: change.actorId }, select: { email: true } });
    await tx.insert(AuditEntryEntity, {
      id: randomUUID(),
      at: new Date(change.at),
      actorId: change.actorId,
      actorEmail: actor?.email ?? DELETED_USER,
      action: change.action.slice(0, 64),
      targetType: change.target.type,
      targetId: change.target.id.slice(0, 64),
      summary: change.summary,
    });
  }

  @Handles(IdentityAuditOps.list)
  async list(_ctx: RequestContext, query: AuditQuery): Promise<AuditEntryView[]> {
    const where: FindOptionsWhere<AuditEntryEntity> = {
      ...(query.before ? { at: LessThan(new Date(query.before)) } : {}),
      ...(query.actor ? { actorId: query.actor } : {}),
      ...(query.type ? { targetType: query.type } : {}),
    };
    const entries = await this.entries.find({ where, order: { at: 'DESC', id: 'DESC' }, take: query.limit });
    return entries.map(toAuditEntryView);
  }

  @Handles(IdentityAuditOps.listPage)
  page(_ctx: RequestContext, input: ParsedInputOf<typeof IdentityAuditOps.listPage>): Promise<KeysetPage<AuditEntryView>> {
    const { before, actor, type } = input;
    const filters: PageFilter[] = [];
    if (before) filters.push((param) => `a.at < ${param(before)}::timestamptz`);
    if (actor) filters.push(byActor(actor as string));
    if (type) filters.push(ofTargetType(type as AuditTargetType));
    return keysetPage(
      this.entries.manager,
      AUDIT_PAGES,
      input,
      async (ids) => (await this.entries.findBy({ id: In(ids) })).map(toAuditEntryView),
      { filters },
    );
  }
}

const toAuditEntryView = (entry: AuditEntryEntity): AuditEntryView => ({
  _id: entry.id,
  at: entry.at.toISOString(),
  actor: { _id: entry.actorId, email: entry.actorEmail },
  action: entry.action,
  target: { type: entry.targetType, id: entry.targetId },
  summary: entry.summary,
});
