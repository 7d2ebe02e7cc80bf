import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AssignVersionInput, DevicesSubjects, GenerateKeyInput, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { AdminOnly } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiInput } from '../docs/api-docs.js';
import { UuidParam } from '../validation/uuid-param.pipe.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { RepliesAs } from '../docs/replies.js';

@ApiTags('api keys')
@ApiBearerAuth()
@AdminOnly()
@Controller('apikeys')
export class ApiKeysController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @RepliesAs(DevicesSubjects.listKeys)
  list(@Ctx() ctx: RequestContext) {
    return this.rpc.send(DevicesSubjects.listKeys, ctx, undefined);
  }

  /** The key is in this answer only: it is stored as a hash. */
  @Post('generate')
  @ApiInput(GenerateKeyInput)
  @RepliesAs(DevicesSubjects.generateKey)
  generate(@Ctx() ctx: RequestContext, @Body(new ZodBody(GenerateKeyInput)) input: GenerateKeyInput) {
    return this.rpc.send(DevicesSubjects.generateKey, ctx, input);
  }

  @Post('revoke/:id')
  @HttpCode(200)
  @RepliesAs(DevicesSubjects.revokeKey)
  revoke(@Ctx() ctx: RequestContext, @Param('id', new UuidParam()) id: string) {
    return this.rpc.send(DevicesSubjects.revokeKey, ctx, { id });
  }

  @Post('assign-version')
  @HttpCode(200)
  @ApiInput(AssignVersionInput)
  @RepliesAs(DevicesSubjects.assignVersion)
  assignVersion(@Ctx() ctx: RequestContext, @Body(new ZodBody(AssignVersionInput)) input: AssignVersionInput) {
    return this.rpc.send(DevicesSubjects.assignVersion, ctx, input);
  }
}
