import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AddVisitBody,
  AssignCharacterInput,
  CharactersSubjects,
  CreateCharacterInput,
  VisitsQuery,
  type RequestContext,
} from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { AdminOnly } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiInput } from '../docs/api-docs.js';
import { UuidParam } from '../validation/uuid-param.pipe.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { RepliesAs } from '../docs/replies.js';

@ApiTags('characters')
@ApiBearerAuth()
@Controller('characters')
export class CharactersController {
  constructor(private readonly rpc: RpcClient) {}

  /** The signed-in user's own characters. */
  @Get()
  @RepliesAs(CharactersSubjects.listMine)
  mine(@Ctx() ctx: RequestContext) {
    return this.rpc.send(CharactersSubjects.listMine, ctx, undefined);
  }

  @AdminOnly()
  @Get('all')
  @RepliesAs(CharactersSubjects.listAll)
  all(@Ctx() ctx: RequestContext) {
    return this.rpc.send(CharactersSubjects.listAll, ctx, undefined);
  }

  @AdminOnly()
  @Post('createAsAdmin')
  @ApiInput(CreateCharacterInput)
  @RepliesAs(CharactersSubjects.create)
  create(@Ctx() ctx: RequestContext, @Body(new ZodBody(CreateCharacterInput)) input: CreateCharacterInput) {
    return this.rpc.send(CharactersSubjects.create, ctx, input);
  }

  @AdminOnly()
  @Post('addToUser')
  @HttpCode(200)
  @ApiInput(AssignCharacterInput)
  @RepliesAs(CharactersSubjects.assign)
  assign(@Ctx() ctx: RequestContext, @Body(new ZodBody(AssignCharacterInput)) input: AssignCharacterInput) {
    return this.rpc.send(CharactersSubjects.assign, ctx, input);
  }

  @AdminOnly()
  @Post('visit/:baseStationId')
  @ApiInput(AddVisitBody)
  @RepliesAs(CharactersSubjects.addVisit)
  addVisit(
    @Ctx() ctx: RequestContext,
    @Param('baseStationId', new UuidParam()) baseStationId: string,
    @Body(new ZodBody(AddVisitBody)) input: { serialNumber: string },
  ) {
    return this.rpc.send(CharactersSubjects.addVisit, ctx, { ...input, baseStationId });
  }

  /** Newest first; the owner's own characters only, any character for an admin. */
  @Get(':id/visits')
  @ApiQuery({ name: 'limit', required: false, description: 'Visits in this page (default 100, at most 500)' })
  @ApiQuery({
    name: 'before',
    required: false,
    description: "Only visits older than this: the _id of the previous page's last visit, or a date and time",
  })
  @RepliesAs(CharactersSubjects.listVisits)
  visits(
    @Ctx() ctx: RequestContext,
    @Param('id', new UuidParam()) id: string,
    @Query(new ZodBody(VisitsQuery)) query: VisitsQuery,
  ) {
    return this.rpc.send(CharactersSubjects.listVisits, ctx, { ...query, id });
  }
}
