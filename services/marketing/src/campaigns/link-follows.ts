import { Injectable } from '@nestjs/common';
import type { CampaignLinkInput } from '@storystump/contracts';
import { RedisConnections } from '@storystump/service-kit';
import type { Redis } from 'ioredis';

/** One follower's follows of one link within this long count once. */
export const FOLLOW_WINDOW_MS = 60_000;

/**
 * Which follows of a campaign's link count: the first of each follower (a keyed digest of
 * their address, never the address) within a minute, remembered in Redis only for that minute, so every
 * copy of the service agrees and nothing about a reader is kept.
 */
@Injectable()
export class LinkFollows {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(connections: RedisConnections) {
    this.redis = connections.create('commands');
    this.prefix = `${connections.prefix}campaign-link-follow:`;
  }

  /** While Redis cannot be reached, a follow still leads on but counts nothing: counts never grow by repeats. */
  async counts(link: Pick<CampaignLinkInput, 'campaign' | 'link'>, follower: string): Promise<boolean> {
    const key = `${this.prefix}${link.campaign}:${link.link}:${follower}`;
    const set = await this.redis.set(key, '1', 'PX', FOLLOW_WINDOW_MS, 'NX').catch(() => null);
    return set === 'OK';
  }
}
