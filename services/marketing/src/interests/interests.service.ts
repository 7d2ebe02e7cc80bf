import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { InterestInput, InterestView, RequestContext, UnsubscribeInput } from '@storystump/contracts';
import { DomainError, requireAdmin } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { UnsubscribeLinks } from '../links/unsubscribe-links.js';
import { InterestEntity } from './interest.entity.js';

const toInterestView = (interest: InterestEntity): InterestView => ({
  _id: interest.id,
  email: interest.email,
  registeredAt: interest.registeredAt.toISOString(),
  unsubscribedAt: interest.unsubscribedAt?.toISOString() ?? null,
});

@Injectable()
export class InterestsService {
  constructor(
    @InjectRepository(InterestEntity) private readonly interests: Repository<InterestEntity>,
    private readonly links: UnsubscribeLinks,
  ) {}

  /** Registering twice is a success and keeps one row; registering again after unsubscribing signs up again. */
  async register(input: InterestInput): Promise<{ registered: true }> {
    await this.interests.query(
      `INSERT INTO "marketing"."interests" ("id", "email", "registered_at") VALUES ($1, $2, now())
       ON CONFLICT ("email") DO UPDATE SET "unsubscribed_at" = NULL`,
      [randomUUID(), input.email.toLowerCase()],
    );
    return { registered: true };
  }

  async list(ctx: RequestContext): Promise<InterestView[]> {
    requireAdmin(ctx);
    const interests = await this.interests.find({ order: { registeredAt: 'DESC', id: 'ASC' } });
    return interests.map(toInterestView);
  }

  /** The link is one this service signed, for an address it still has. */
  async checkLink(input: UnsubscribeInput): Promise<{ valid: true }> {
    await this.interestOfLink(input);
    return { valid: true };
  }

  async unsubscribe(input: UnsubscribeInput): Promise<{ unsubscribed: true }> {
    const interest = await this.interestOfLink(input);
    if (!interest.unsubscribedAt) await this.interests.update({ id: interest.id }, { unsubscribedAt: new Date() });
    return { unsubscribed: true };
  }

  private async interestOfLink(input: UnsubscribeInput): Promise<InterestEntity> {
    const invalid = new DomainError(400, 'INVALID_UNSUBSCRIBE_LINK', 'This unsubscribe link is not valid');
    if (!this.links.verify(input.id, input.signature)) throw invalid;
    const interest = await this.interests.findOneBy({ id: input.id });
    if (!interest) throw invalid;
    return interest;
  }
}
