import { Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AnalyticsSubjects,
  DateRangeQuery,
  EventsQuery,
  rpcContract,
  TrackAccepted,
  TrackInput,
  type RequestContext,
} from '@storystump/contracts';
import { z } from 'zod';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, Public } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiInput } from '../docs/api-docs.js';
import { RateLimited } from '../rate-limit/rate-limited.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { TrackedEventsPublisher } from './tracked-events.publisher.js';
import { Replies } from '../docs/replies.js';

const dateQuery = (name: string) => ({
  name,
  required: false,
  description: 'A day (YYYY-MM-DD, UTC); the range includes both ends',
});

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publisher: TrackedEventsPublisher,
  ) {}

  /** An event from the browser's tracker (JSON, or a beacon's text/plain). 202 once it is safely queued. */
  @Public()
  @RateLimited('track')
  @Post('track')
  @HttpCode(202)
  @ApiInput(TrackInput)
  @Replies({ json: TrackAccepted, description: 'Safely queued' })
  track(@Req() request: FastifyRequest) {
    return this.publisher.track(request);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Get('summary')
  @ApiQuery(dateQuery('startDate'))
  @ApiQuery(dateQuery('endDate'))
  @Replies({ json: z.object({ data: rpcContract[AnalyticsSubjects.summary].reply }) })
  async summary(@Ctx() ctx: RequestContext, @Query(new ZodBody(DateRangeQuery)) query: DateRangeQuery) {
    return { data: await this.rpc.send(AnalyticsSubjects.summary, ctx, query) };
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Get('data')
  @ApiQuery(dateQuery('startDate'))
  @ApiQuery(dateQuery('endDate'))
  @ApiQuery({ name: 'limit', required: false, description: 'Newest events first, at most this many (default and most 1000)' })
  @Replies({ json: z.object({ data: rpcContract[AnalyticsSubjects.events].reply }) })
  async data(@Ctx() ctx: RequestContext, @Query(new ZodBody(EventsQuery)) query: EventsQuery) {
    return { data: await this.rpc.send(AnalyticsSubjects.events, ctx, query) };
  }
}
