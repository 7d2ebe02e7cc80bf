import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { IdentitySubjects, LoginInput, RegisterInput, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyRequest } from 'fastify';
import { ApiInput } from '../docs/api-docs.js';
import { readGatewayConfig } from '../gateway-config.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { Public } from './access.decorators.js';
import { Ctx } from './request-context.decorator.js';

let limits: ReturnType<typeof readGatewayConfig> | undefined;
const rateLimits = () => (limits ??= readGatewayConfig());

// Guessing one account's password is limited per e-mail and address, so one busy household
// address does not lock everybody else out.
const byAddressAndEmail = (request: Record<string, unknown>) => {
  const req = request as unknown as FastifyRequest<{ Body: { email?: unknown } }>;
  return `${req.ip}|${String(req.body?.email ?? '')
    .trim()
    .toLowerCase()}`;
};

@ApiTags('auth')
@Public()
@UseGuards(ThrottlerGuard)
@Controller('auth')
export class AuthController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('login')
  @HttpCode(200)
  @ApiInput(LoginInput)
  @Throttle({ default: { limit: () => rateLimits().loginRateLimit, ttl: 60_000, getTracker: byAddressAndEmail } })
  login(@Ctx() ctx: RequestContext, @Body(new ZodBody(LoginInput)) input: LoginInput) {
    return this.rpc.send(IdentitySubjects.login, ctx, input);
  }

  @Post('register')
  @HttpCode(201)
  @ApiInput(RegisterInput)
  @Throttle({ default: { limit: () => rateLimits().registerRateLimit, ttl: 3_600_000 } })
  register(@Ctx() ctx: RequestContext, @Body(new ZodBody(RegisterInput)) input: RegisterInput) {
    return this.rpc.send(IdentitySubjects.register, ctx, input);
  }
}
