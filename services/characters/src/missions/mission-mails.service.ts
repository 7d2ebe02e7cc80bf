import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DiaryOps, type MissionMailsChoice, type RequestContext } from '@storystump/contracts';
import { Handles, requireActor } from '@storystump/service-kit';
import type { Repository } from 'typeorm';
import { MissionMailChoiceEntity } from './mission-mail-choice.entity.js';

/** Whether a family is mailed when one of its characters finishes a mission: yes until it says no. */
@Injectable()
export class MissionMailsService {
  constructor(@InjectRepository(MissionMailChoiceEntity) private readonly choices: Repository<MissionMailChoiceEntity>) {}

  @Handles(DiaryOps.missionMails)
  async get(ctx: RequestContext): Promise<MissionMailsChoice> {
    const choice = await this.choices.findOneBy({ ownerId: requireActor(ctx).id });
    return { send: choice?.send ?? true };
  }

  @Handles(DiaryOps.setMissionMails)
  async set(ctx: RequestContext, input: MissionMailsChoice): Promise<MissionMailsChoice> {
    await this.choices.upsert({ ownerId: requireActor(ctx).id, send: input.send }, ['ownerId']);
    return { send: input.send };
  }
}
