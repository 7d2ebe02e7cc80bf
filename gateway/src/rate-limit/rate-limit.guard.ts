import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';
import { RateLimitExceeded } from './rate-limit-exceeded.js';
import { RateLimitStore } from './rate-limit.store.js';
import { RATE_LIMIT_RULES, type RateLimitRule, type RateLimitRuleName } from './rate-limit.rules.js';
import { RATE_LIMITS } from './rate-limited.decorator.js';

/** Applies the `@RateLimited` rules of a route; routes without any cost no trip to Redis. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const rules = this.reflector.getAllAndOverride<RateLimitRuleName[] | undefined>(RATE_LIMITS, [
      context.getHandler(),
      context.getClass(),
    ]);
    // Answered at once, not as a promise: most routes have no limit.
    return rules?.length ? this.charge(context, rules) : true;
  }

  private async charge(context: ExecutionContext, rules: RateLimitRuleName[]): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    for (const rule of rules.map((name) => RATE_LIMIT_RULES[name])) {
      const { hits, secondsLeft } = await this.store.hit(rule.name, rule.key(request), rule.windowMs);
      if (hits > rule.limit(this.config)) {
        void http.getResponse<FastifyReply>().header('retry-after', String(secondsLeft));
        throw new RateLimitExceeded((rule as RateLimitRule).refusal?.(secondsLeft));
      }
    }
    return true;
  }
}
