import { Controller, Req } from '@nestjs/common';
import { IdentityRoutes, TokenOps, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';
import { Ctx, type AuthenticatedRequest } from './request-context.decorator.js';
import { RevokedTokens } from './revoked-tokens.js';

@Controller()
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly revoked: RevokedTokens,
  ) {}

  /** Ends the session at once: this token is refused from now on, by every copy of the gateway. */
  @Declared(IdentityRoutes.logout)
  @Replies({ description: 'Signed out: this token is refused from now on' })
  async logout(@Ctx() ctx: RequestContext, @Req() request: AuthenticatedRequest): Promise<void> {
    this.revoked.add(await this.rpc.send(TokenOps.revoke.subject, ctx, { token: request.token ?? '' }));
  }
}
