import { Controller, Headers, Param, Res } from '@nestjs/common';
import { HostOps, HostRoutes, HostTokenInput, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { etagOf } from '../http/etag.js';
import { Declared } from '../routes/declared.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { badgeSvg } from './host-badge-svg.js';

/** How long a badge is kept, here and by browsers and proxies: its figure moves slowly. */
export const BADGE_SECONDS = 60;
/** Badges kept at once; past this many the oldest goes. */
const MOST_KEPT = 10_000;

const SVG = { type: 'image/svg+xml', schema: { type: 'string' } };

interface KeptBadge {
  svg: string;
  etag: string;
  until: number;
}

/**
 * A host's badge, drawn here and kept a minute by token, so that a site showing it on every page
 * is answered from memory, as a static file is. A replaced link's badge goes within that minute.
 */
@Controller()
export class HostBadgeController {
  private readonly kept = new Map<string, KeptBadge>();

  constructor(private readonly rpc: RpcClient) {}

  @Declared(HostRoutes.badge)
  @Replies({ media: SVG, description: 'The badge, an SVG image' })
  async badge(
    @Ctx() ctx: RequestContext,
    @Param(new ZodBody(HostTokenInput)) { token }: HostTokenInput,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const badge = await this.badgeOf(ctx, token);
    void reply
      .header('cache-control', `public, max-age=${BADGE_SECONDS}`)
      .header('etag', badge.etag)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (ifNoneMatch === badge.etag) return void reply.status(304).send();
    return void reply.type('image/svg+xml; charset=utf-8').send(badge.svg);
  }

  private async badgeOf(ctx: RequestContext, token: string): Promise<KeptBadge> {
    const now = Date.now();
    const kept = this.kept.get(token);
    if (kept && kept.until > now) return kept;
    const svg = badgeSvg(await this.rpc.send(HostOps.badge.subject, ctx, { token }));
    const badge = { svg, etag: etagOf(svg), until: now + BADGE_SECONDS * 1000 };
    this.kept.delete(token);
    if (this.kept.size >= MOST_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(token, badge);
    return badge;
  }
}
