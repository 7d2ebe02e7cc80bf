import { Body, Controller, Get, HttpCode, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiQuery, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  CharactersSubjects,
  DeviceVisitsInput,
  DevicesSubjects,
  FirmwareOffer,
  FirmwareStatusInput,
  HeartbeatInput,
  NextFirmwareInput,
  type RequestContext,
} from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { DeviceOnly } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiInput } from '../docs/api-docs.js';
import { RateLimited } from '../rate-limit/rate-limited.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { RefusedKeysRemembered } from './refused-keys-remembered.interceptor.js';
import { Replies, RepliesAs } from '../docs/replies.js';

/** The stumps' own route: `Authorization: ApiKey <key>`, rate limited per key. */
@ApiTags('device')
@ApiSecurity('ApiKey')
@DeviceOnly()
@UseInterceptors(RefusedKeysRemembered)
@RateLimited('device')
@Controller('device/v1')
export class DeviceController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('me')
  @RepliesAs(DevicesSubjects.deviceMe)
  me(@Ctx() ctx: RequestContext) {
    return this.rpc.send(DevicesSubjects.deviceMe, ctx, undefined);
  }

  /** 204 when the stump runs its assigned version; else the signed manifest and a short-lived link. */
  @Get('firmware/next')
  @ApiQuery({ name: 'current', required: false, description: 'The tag the stump runs now' })
  @Replies(
    { json: FirmwareOffer, description: 'Another version to install: its signed manifest and a short-lived link' },
    { status: 204, description: 'The stump runs its assigned version' },
  )
  async nextFirmware(
    @Ctx() ctx: RequestContext,
    @Query(new ZodBody(NextFirmwareInput)) query: NextFirmwareInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const offer = await this.rpc.send(DevicesSubjects.nextFirmware, ctx, query);
    if (!offer) void reply.status(204);
    return offer ?? undefined;
  }

  @Post('firmware/status')
  @HttpCode(200)
  @ApiInput(FirmwareStatusInput)
  @RepliesAs(DevicesSubjects.firmwareStatus)
  firmwareStatus(@Ctx() ctx: RequestContext, @Body(new ZodBody(FirmwareStatusInput)) input: FirmwareStatusInput) {
    return this.rpc.send(DevicesSubjects.firmwareStatus, ctx, input);
  }

  @Post('heartbeat')
  @HttpCode(200)
  @ApiInput(HeartbeatInput)
  @RepliesAs(DevicesSubjects.heartbeat)
  heartbeat(@Ctx() ctx: RequestContext, @Body(new ZodBody(HeartbeatInput)) input: HeartbeatInput) {
    return this.rpc.send(DevicesSubjects.heartbeat, ctx, input);
  }

  /**
   * Visits the stump saw, recorded at its key's station. Answered item by item (recorded,
   * duplicate or rejected, with the character's type); a batch sent again records nothing twice.
   */
  @Post('visits')
  @HttpCode(200)
  @ApiInput(DeviceVisitsInput)
  @RepliesAs(CharactersSubjects.recordDeviceVisits)
  visits(@Ctx() ctx: RequestContext, @Body(new ZodBody(DeviceVisitsInput)) input: DeviceVisitsInput) {
    return this.rpc.send(CharactersSubjects.recordDeviceVisits, ctx, input);
  }
}
