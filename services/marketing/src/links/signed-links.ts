import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';
import { LinkSecretEntity } from './link-secret.entity.js';

const SECRET_ID = 'unsubscribe';

/**
 * The signed links in the mails: unsubscribe (one address), confirm (one address, as registered
 * at one moment, so a link from before an unsubscription confirms nothing) and a campaign's
 * links (one campaign and link, the same for every reader). Each purpose signs its own message.
 */
@Injectable()
export class SignedLinks implements OnModuleInit {
  private secret!: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MARKETING_CONFIG) private readonly config: MarketingConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    // Every copy of the service agrees on one secret: the first to start makes it.
    await this.db
      .createQueryBuilder()
      .insert()
      .into(LinkSecretEntity)
      .values({ id: SECRET_ID, secret: randomBytes(32).toString('hex') })
      .orIgnore()
      .execute();
    const row = await this.db.getRepository(LinkSecretEntity).findOneByOrFail({ id: SECRET_ID });
    this.secret = Buffer.from(row.secret, 'hex');
  }

  unsubscribeUrl(interestId: string): string {
    return `${this.config.publicUrl}/api/unsubscribe?id=${interestId}&signature=${this.sign('unsubscribe', interestId)}`;
  }

  verifiesUnsubscribe(interestId: string, signature: string): boolean {
    return this.matches(this.sign('unsubscribe', interestId), signature);
  }

  confirmUrl(interestId: string, registeredAt: Date): string {
    const signature = this.sign('confirm', interestId, registeredAt.toISOString());
    return `${this.config.publicUrl}/api/interest/confirm?id=${interestId}&signature=${signature}`;
  }

  verifiesConfirm(interestId: string, registeredAt: Date, signature: string): boolean {
    return this.matches(this.sign('confirm', interestId, registeredAt.toISOString()), signature);
  }

  campaignLinkUrl(campaignId: string, link: number): string {
    const signature = this.sign('link', campaignId, String(link));
    return `${this.config.publicUrl}/api/email-marketing/link?campaign=${campaignId}&link=${link}&signature=${signature}`;
  }

  verifiesCampaignLink(campaignId: string, link: number, signature: string): boolean {
    return this.matches(this.sign('link', campaignId, String(link)), signature);
  }

  private sign(purpose: string, ...parts: string[]): string {
    return createHmac('sha256', this.secret)
      .update([purpose, ...parts].join('\n'))
      .digest('base64url');
  }

  private matches(expected: string, given: string): boolean {
    const [a, b] = [Buffer.from(expected), Buffer.from(given)];
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
