import { Controller, Inject, Res } from '@nestjs/common';
import { OperationsRoutes, type HealthReply, type LivenessReply, type SystemHealthReply } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';

/** The liveness probe's answer. */
const LIVENESS = { status: 'ok' } as const;

type ServiceHealth = HealthReply | { service: string; status: 'down'; checks: Record<string, never> };

@Controller()
export class HealthController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** The gateway process is up and answering: no question to any service (a liveness probe). */
  @Declared(OperationsRoutes.live)
  @Replies({ json: OperationsRoutes.live.reply })
  live(): LivenessReply {
    return LIVENESS;
  }

  /** 200 when every service answers healthy, else 503, with each one's state either way. */
  @Declared(OperationsRoutes.health)
  @Replies(
    { json: OperationsRoutes.health.reply, description: 'Every service answers healthy' },
    { status: 503, json: OperationsRoutes.health.reply, description: "Some service is down: each one's state" },
  )
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<SystemHealthReply> {
    const results = await Promise.all(
      this.config.services.map((service): Promise<ServiceHealth> =>
        this.rpc.health(service).catch(() => ({ service, status: 'down', checks: {} })),
      ),
    );
    const services = Object.fromEntries(results.map((r) => [r.service, r]));
    const healthy = results.every((r) => r.status === 'ok');
    void reply.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'degraded', gateway: 'ok', services };
  }
}
