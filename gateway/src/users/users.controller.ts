import { Controller } from '@nestjs/common';
import { IdentityRoutes, type MeView, type RequestContext } from '@storystump/contracts';
import { AccessCache } from '../auth/access-cache.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';

@Controller()
export class UsersController {
  constructor(private readonly access: AccessCache) {}

  /** From the access answer the guard has just used: current within ACCESS_CACHE_MS and dropped on identity's events. */
  @Declared(IdentityRoutes.me)
  @Replies({ json: IdentityRoutes.me.reply })
  me(@Ctx() ctx: RequestContext): Promise<MeView> {
    return this.access.view(ctx.actor!.id);
  }
}
