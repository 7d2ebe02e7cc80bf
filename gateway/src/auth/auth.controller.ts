import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdentitySubjects, LoginInput, RegisterInput, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { ApiInput } from '../docs/api-docs.js';
import { IgnoresIdempotencyKey } from '../idempotency/idempotency-key.js';
import { RateLimited } from '../rate-limit/rate-limited.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { Public, SignedIn } from './access.decorators.js';
import { Ctx, type AuthenticatedRequest } from './request-context.decorator.js';
import { RevokedTokens } from './revoked-tokens.js';
import { Replies, RepliesAs } from '../docs/replies.js';

@ApiTags('auth')
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly revoked: RevokedTokens,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiInput(LoginInput)
  @RateLimited('login', 'loginFromAddress')
  @IgnoresIdempotencyKey()
  @RepliesAs(IdentitySubjects.login)
  login(@Ctx() ctx: RequestContext, @Body(new ZodBody(LoginInput)) input: LoginInput) {
    return this.rpc.send(IdentitySubjects.login, ctx, input);
  }

  @Post('register')
  @HttpCode(201)
  @ApiInput(RegisterInput)
  @RateLimited('register')
  @RepliesAs(IdentitySubjects.register)
  register(@Ctx() ctx: RequestContext, @Body(new ZodBody(RegisterInput)) input: RegisterInput) {
    return this.rpc.send(IdentitySubjects.register, ctx, input);
  }

  /** Ends the session at once: this token is refused from now on, by every copy of the gateway. */
  @Post('logout')
  @HttpCode(204)
  @SignedIn()
  @IgnoresIdempotencyKey()
  @Replies({ description: 'Signed out: this token is refused from now on' })
  async logout(@Ctx() ctx: RequestContext, @Req() request: AuthenticatedRequest): Promise<void> {
    this.revoked.add(await this.rpc.send(IdentitySubjects.revokeToken, ctx, { token: request.token ?? '' }));
  }
}
