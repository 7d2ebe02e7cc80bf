import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AppendTypeInput, CharactersSubjects, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { AdminOnly } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiInput } from '../docs/api-docs.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { RepliesAs } from '../docs/replies.js';

/** Admins only: the encrypted codes are what the toys carry. */
@ApiTags('characters')
@ApiBearerAuth()
@AdminOnly()
@Controller('characterTypes')
export class CharacterTypesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @RepliesAs(CharactersSubjects.listTypes)
  list(@Ctx() ctx: RequestContext) {
    return this.rpc.send(CharactersSubjects.listTypes, ctx, undefined);
  }

  @Post('appendtype')
  @ApiInput(AppendTypeInput)
  @RepliesAs(CharactersSubjects.appendType)
  append(@Ctx() ctx: RequestContext, @Body(new ZodBody(AppendTypeInput)) input: AppendTypeInput) {
    return this.rpc.send(CharactersSubjects.appendType, ctx, input);
  }
}
