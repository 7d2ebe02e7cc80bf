import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOST_TOKEN_PATTERN } from '@storystump/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../analytics-config.js';
import { HostLinkSecretEntity } from './host-link-secret.entity.js';

const SECRET_ID = 'host-links';

/** What a token names: the host and the version of its link. */
export interface HostLink {
  hostId: string;
  version: number;
}

/**
 * The hosts' portal links: `<host id>.<version>.<signature>`. Only the version is stored; a new
 * link raises it, so every link signed before names a version the host no longer has.
 */
@Injectable()
export class HostLinks implements OnModuleInit {
  private secret!: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    // Every copy of the service agrees on one secret: the first to start makes it.
    await this.db
      .createQueryBuilder()
      .insert()
      .into(HostLinkSecretEntity)
      .values({ id: SECRET_ID, secret: randomBytes(32).toString('hex') })
      .orIgnore()
      .execute();
    const row = await this.db.getRepository(HostLinkSecretEntity).findOneByOrFail({ id: SECRET_ID });
    this.secret = Buffer.from(row.secret, 'hex');
  }

  tokenOf({ hostId, version }: HostLink): string {
    return `${hostId}.${version}.${this.sign(hostId, version)}`;
  }

  portalUrlOf(link: HostLink): string {
    return `${this.config.publicUrl}/host/${this.tokenOf(link)}`;
  }

  /** The host and version a token names, when its signature is ours; the caller checks the version is current. */
  read(token: string): HostLink | undefined {
    if (!HOST_TOKEN_PATTERN.test(token)) return undefined;
    const [hostId, version, signature] = token.split('.') as [string, string, string];
    const expected = Buffer.from(this.sign(hostId, Number(version)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return { hostId, version: Number(version) };
  }

  private sign(hostId: string, version: number): string {
    return createHmac('sha256', this.secret).update(`host-portal\n${hostId}\n${version}`).digest('base64url');
  }
}
