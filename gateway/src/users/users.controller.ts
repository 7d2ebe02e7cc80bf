import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { IdentitySubjects, UserView, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { AccessCache } from '../auth/access-cache.js';
import { AdminOnly } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { UuidParam } from '../validation/uuid-param.pipe.js';
import { Replies, RepliesAs } from '../docs/replies.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly access: AccessCache,
  ) {}

  /** From the access answer the guard has just used: current within ACCESS_CACHE_MS and dropped on identity's events. */
  @Get('me')
  @Replies({ json: UserView })
  me(@Ctx() ctx: RequestContext) {
    return this.access.view(ctx.actor!.id);
  }

  @AdminOnly()
  @Get()
  @RepliesAs(IdentitySubjects.list)
  list(@Ctx() ctx: RequestContext) {
    return this.rpc.send(IdentitySubjects.list, ctx, undefined);
  }

  @AdminOnly()
  @Put(':id/promote')
  @RepliesAs(IdentitySubjects.promote)
  promote(@Ctx() ctx: RequestContext, @Param('id', new UuidParam()) id: string) {
    return this.changingPowerOf(id, this.rpc.send(IdentitySubjects.promote, ctx, { id }));
  }

  @AdminOnly()
  @Put(':id/demote')
  @RepliesAs(IdentitySubjects.demote)
  demote(@Ctx() ctx: RequestContext, @Param('id', new UuidParam()) id: string) {
    return this.changingPowerOf(id, this.rpc.send(IdentitySubjects.demote, ctx, { id }));
  }

  @AdminOnly()
  @Delete(':id')
  @RepliesAs(IdentitySubjects.remove)
  remove(@Ctx() ctx: RequestContext, @Param('id', new UuidParam()) id: string) {
    return this.changingPowerOf(id, this.rpc.send(IdentitySubjects.remove, ctx, { id }));
  }

  /** This copy of the gateway forgets the user's access as soon as the change is made; others hear the event. */
  private async changingPowerOf<T>(userId: string, change: Promise<T>): Promise<T> {
    try {
      return await change;
    } finally {
      this.access.forget(userId);
    }
  }
}
