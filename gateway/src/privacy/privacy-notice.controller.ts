import { Controller, Res } from '@nestjs/common';
import {
  AnalyticsPrivacyOps,
  CharacterPrivacyOps,
  IdentityPrivacyOps,
  IdentityRoutes,
  PRIVACY_NOTICE_VERSION,
  type PrivacyNotice,
  type RequestContext,
} from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';

/** The privacy notice's facts: each service that keeps personal data a while says how long, from its own settings. */
@Controller()
export class PrivacyNoticeController {
  constructor(private readonly rpc: RpcClient) {}

  @Declared(IdentityRoutes.privacyNotice)
  @Replies({ json: IdentityRoutes.privacyNotice.reply })
  async notice(@Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<PrivacyNotice> {
    const [identity, visits, analytics] = await Promise.all([
      this.rpc.send(IdentityPrivacyOps.retention.subject, ctx, undefined),
      this.rpc.send(CharacterPrivacyOps.retention.subject, ctx, undefined),
      this.rpc.send(AnalyticsPrivacyOps.retention.subject, ctx, undefined),
    ]);
    void reply.header('cache-control', `public, max-age=${IdentityRoutes.privacyNotice.cache.maxAgeSeconds}`);
    return { noticeVersion: PRIVACY_NOTICE_VERSION, retention: { ...identity, ...visits, ...analytics } };
  }
}
