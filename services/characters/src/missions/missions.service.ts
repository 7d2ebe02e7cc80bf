import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MissionOps,
  type CreateMissionInput,
  type MissionIdInput,
  type MissionView,
  type RequestContext,
} from '@storystump/contracts';
import { AuditTrail, Handles, Outbox } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { MissionEntity } from './mission.entity.js';
import { toMissionView } from './mission-view.js';
import { MissionErrors } from './missions.errors.js';

/** The missions admins set; characters make progress on them as their visits arrive. */
@Injectable()
export class MissionsService {
  constructor(
    @InjectRepository(MissionEntity) private readonly missions: Repository<MissionEntity>,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
  ) {}

  @Handles(MissionOps.create)
  async create(ctx: RequestContext, input: CreateMissionInput): Promise<MissionView> {
    const mission = await this.outbox.transaction(async (tx, emit) => {
      const created = tx.create(MissionEntity, {
        id: randomUUID(),
        title: input.title,
        description: input.description,
        ruleKind: input.rule.kind,
        ruleCount: input.rule.count,
        ruleFrom: input.rule.from ? new Date(input.rule.from) : null,
        ruleTo: input.rule.to ? new Date(input.rule.to) : null,
        characterType: input.characterType ?? null,
        badge: input.badge ?? null,
      });
      const saved = await tx.save(created);
      await this.audit.record(emit, ctx, {
        action: 'mission.created',
        target: { type: 'mission', id: saved.id },
        summary: `Mission "${saved.title}" created`,
      });
      return saved;
    });
    return toMissionView(mission);
  }

  @Handles(MissionOps.list)
  async list(): Promise<MissionView[]> {
    const missions = await this.missions.find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return missions.map(toMissionView);
  }

  /** Its progress rows go with it (cascade). */
  @Handles(MissionOps.delete)
  async delete(ctx: RequestContext, input: MissionIdInput): Promise<{ deleted: true }> {
    await this.outbox.transaction(async (tx, emit) => {
      const mission = await tx.findOneBy(MissionEntity, { id: input.id });
      if (!mission) throw MissionErrors.notFound();
      await tx.delete(MissionEntity, { id: mission.id });
      await this.audit.record(emit, ctx, {
        action: 'mission.deleted',
        target: { type: 'mission', id: mission.id },
        summary: `Mission "${mission.title}" deleted`,
      });
    });
    return { deleted: true };
  }
}
