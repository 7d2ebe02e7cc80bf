import { BadRequestException, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { FamilyExportOps, FamilyExportRoutes, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';
import { UuidParam } from '../validation/uuid-param.pipe.js';

const EXPIRES = /^\d{1,12}$/;

/**
 * A family's export, downloaded from the link in its mail (a mail client has no session: the
 * signature is the permission) or by the signed-in owner. Identity checks either and sends the
 * zip in pieces.
 */
@Controller()
export class FamilyExportDownloadController {
  constructor(private readonly rpc: RpcClient) {}

  @Declared(FamilyExportRoutes.download)
  @ApiQuery({ name: 'expires', type: Number, required: false, description: 'From the signed link' })
  @ApiQuery({ name: 'signature', type: String, required: false, description: 'From the signed link' })
  @Replies({ media: { type: 'application/zip', schema: { type: 'string', format: 'binary' } }, description: 'The zip' })
  async download(
    @Ctx() ctx: RequestContext,
    @Param('id', new UuidParam()) id: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    if (expires !== undefined && !EXPIRES.test(expires))
      throw new BadRequestException('expires must be the whole number of seconds the signed link gave');
    if (signature !== undefined && (typeof signature !== 'string' || signature.length > 128))
      throw new BadRequestException('signature must be the text the signed link gave');
    const pieces = await this.rpc.send(FamilyExportOps.open.subject, ctx, {
      id,
      ...(expires !== undefined ? { expires: Number(expires) } : {}),
      ...(signature !== undefined ? { signature } : {}),
    });
    const archive = Buffer.concat(pieces.map((piece) => Buffer.from(piece.bytes, 'base64')));
    await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${pieces[0]!.fileName}"`)
      .header('content-length', archive.length)
      .send(archive);
  }
}
