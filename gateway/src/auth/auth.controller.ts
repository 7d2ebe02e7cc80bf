import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdentitySubjects, LoginInput, RegisterInput, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { ApiInput } from '../docs/api-docs.js';
import { RateLimited } from '../rate-limit/rate-limited.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { Public } from './access.decorators.js';
import { Ctx } from './request-context.decorator.js';

@ApiTags('auth')
@Public()
@Controller('auth')
export class AuthController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('login')
  @HttpCode(200)
  @ApiInput(LoginInput)
  @RateLimited('login', 'loginFromAddress')
  login(@Ctx() ctx: RequestContext, @Body(new ZodBody(LoginInput)) input: LoginInput) {
    return this.rpc.send(IdentitySubjects.login, ctx, input);
  }

  @Post('register')
  @HttpCode(201)
  @ApiInput(RegisterInput)
  @RateLimited('register')
  register(@Ctx() ctx: RequestContext, @Body(new ZodBody(RegisterInput)) input: RegisterInput) {
    return this.rpc.send(IdentitySubjects.register, ctx, input);
  }
}
