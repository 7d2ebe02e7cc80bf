import { Body, Controller, Delete, Get, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DevicesSubjects, rpcContract, StationInput, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOnly, Public } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiInput } from '../docs/api-docs.js';
import { PublicReads } from '../public-reads/public-reads.js';
import { UuidParam } from '../validation/uuid-param.pipe.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { Replies, RepliesAs, NOT_MODIFIED } from '../docs/replies.js';

@ApiTags('base stations')
@ApiBearerAuth()
@Controller('basestations')
export class StationsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicReads: PublicReads,
  ) {}

  /** The map's list, answered by the gateway from its copy (see PublicReads), with an ETag. */
  @Public()
  @Get()
  @Replies({ json: rpcContract[DevicesSubjects.listStations].reply }, NOT_MODIFIED)
  list(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.publicReads.answer('stations', request, reply);
  }

  /** Each station's last contact and running version, from its stump's heartbeats. */
  @AdminOnly()
  @Get('status')
  @RepliesAs(DevicesSubjects.stationStatuses)
  statuses(@Ctx() ctx: RequestContext) {
    return this.rpc.send(DevicesSubjects.stationStatuses, ctx, undefined);
  }

  @AdminOnly()
  @Post()
  @ApiInput(StationInput)
  @RepliesAs(DevicesSubjects.createStation)
  create(@Ctx() ctx: RequestContext, @Body(new ZodBody(StationInput)) input: StationInput) {
    return this.changing(this.rpc.send(DevicesSubjects.createStation, ctx, input));
  }

  @AdminOnly()
  @Put(':id')
  @ApiInput(StationInput)
  @RepliesAs(DevicesSubjects.updateStation)
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', new UuidParam()) id: string,
    @Body(new ZodBody(StationInput)) input: StationInput,
  ) {
    return this.changing(this.rpc.send(DevicesSubjects.updateStation, ctx, { ...input, id }));
  }

  @AdminOnly()
  @Delete(':id')
  @RepliesAs(DevicesSubjects.deleteStation)
  remove(@Ctx() ctx: RequestContext, @Param('id', new UuidParam()) id: string) {
    return this.changing(this.rpc.send(DevicesSubjects.deleteStation, ctx, { id }));
  }

  /** This copy's list is dropped as soon as the change is made; other copies hear devices' event. */
  private async changing<T>(change: Promise<T>): Promise<T> {
    try {
      return await change;
    } finally {
      this.publicReads.forget('stations');
    }
  }
}
