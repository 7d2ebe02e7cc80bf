import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';
import { LinkSecretEntity } from './link-secret.entity.js';

const SECRET_ID = 'unsubscribe';

/** Signed one-click unsubscribe links: only the mail's recipient can use theirs. */
@Injectable()
export class UnsubscribeLinks implements OnModuleInit {
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

  signatureOf(interestId: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe\n${interestId}`).digest('base64url');
  }

  verify(interestId: string, signature: string): boolean {
    const expected = Buffer.from(this.signatureOf(interestId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  urlFor(interestId: string): string {
    return `${this.config.publicUrl}/api/unsubscribe?id=${interestId}&signature=${this.signatureOf(interestId)}`;
  }
}
