import { Controller, Inject, Query, Res } from '@nestjs/common';
import { AnalyticsRoutes, ExportOps, DateRangeQuery, type RequestContext } from '@storystump/contracts';
import { JetStreamConnection, RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';
import { Declared } from '../routes/declared.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { exportPieces } from './export-pieces.js';

const CSV = { type: 'text/csv', schema: { type: 'string' } };

/** The dashboard's download: the range's events as CSV, streamed from the analytics service as the browser takes it. */
@Controller()
export class AnalyticsExportController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly jetstream: JetStreamConnection,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Declared(AnalyticsRoutes.export)
  @Replies({ media: CSV, description: 'The events as CSV, a header row first, as an attachment' })
  async export(
    @Ctx() ctx: RequestContext,
    @Query(new ZodBody(DateRangeQuery)) query: DateRangeQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { pieces } = await this.rpc.send(ExportOps.open.subject, ctx, query);
    const nc = await this.jetstream.connection();
    await reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="events-${query.startDate}-to-${query.endDate}.csv"`)
      .send(exportPieces(nc, pieces, this.config.exportIdleTimeoutMs));
  }
}
