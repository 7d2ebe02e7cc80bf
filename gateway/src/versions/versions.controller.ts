import { BadRequestException, Controller, ForbiddenException, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiQuery } from '@nestjs/swagger';
import {
  VersionOps,
  FIRMWARE_BUCKET,
  TagInput,
  VersionRoutes,
  describeZodError,
  type RequestContext,
} from '@storystump/contracts';
import { ObjectBuckets, RpcClient } from '@storystump/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Ctx } from '../auth/request-context.decorator.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';
import { UuidParam } from '../validation/uuid-param.pipe.js';
import { sendFirmware } from './firmware-download.js';
import { receiveFirmwareUpload, TAG_AND_FILE_REQUIRED } from './firmware-upload.js';
import { inspectZip } from './zip-inspection.js';
import { Replies, RepliesAs } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';

@Controller()
export class VersionsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly buckets: ObjectBuckets,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * multipart/form-data: `tag` and `versionZip`. The zip is held in a file while it is checked,
   * stored in the object store, then devices records it (tag unique) and signs its manifest.
   */
  @Declared(VersionRoutes.upload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['tag', 'versionZip'],
      properties: { tag: { type: 'string', maxLength: 64 }, versionZip: { type: 'string', format: 'binary' } },
    },
  })
  @RepliesAs(VersionOps.record.subject)
  async upload(@Ctx() ctx: RequestContext, @Req() request: FastifyRequest) {
    const upload = await receiveFirmwareUpload(request, this.config.uploadDir, this.config.firmwareMaxBytes);
    try {
      const { tag, file } = upload;
      if (!tag?.trim() || !file) throw new BadRequestException(TAG_AND_FILE_REQUIRED);
      const parsed = TagInput.safeParse({ tag });
      if (!parsed.success) throw new BadRequestException(describeZodError(parsed.error));
      if (file.size === 0) throw new BadRequestException('The file is empty: a version is a .zip archive');
      await inspectZip(file.path);
      await this.rpc.send(VersionOps.checkTag.subject, ctx, parsed.data);
      const id = randomUUID();
      await this.buckets.put(FIRMWARE_BUCKET, id, createReadStream(file.path));
      try {
        return await this.rpc.send(VersionOps.record.subject, ctx, {
          id,
          tag: parsed.data.tag,
          size: file.size,
          sha256: file.sha256,
        });
      } catch (error) {
        await this.buckets.delete(FIRMWARE_BUCKET, id).catch(() => undefined);
        throw error;
      }
    } finally {
      await upload.discard();
    }
  }

  /** Works only through a signed link (see download-link); supports Range and If-None-Match. */
  @Declared(VersionRoutes.download)
  @ApiQuery({ name: 'expires', type: Number, description: 'From the signed link' })
  @ApiQuery({ name: 'signature', type: String, description: 'From the signed link' })
  @Replies(
    { media: { type: 'application/zip', schema: { type: 'string', format: 'binary' } }, description: 'The zip' },
    {
      status: 206,
      media: { type: 'application/zip', schema: { type: 'string', format: 'binary' } },
      description: 'The part the Range asked for',
    },
    { status: 304, description: 'Not modified: the ETag in If-None-Match is this version' },
    { status: 416, description: 'The Range is outside the file' },
  )
  async download(
    @Ctx() ctx: RequestContext,
    @Param('id', new UuidParam()) id: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!expires || !signature) throw new ForbiddenException('This download needs a signed link: ask for a new one');
    const grant = await this.rpc.send(VersionOps.openDownload.subject, ctx, { id, expires: Number(expires), signature });
    await sendFirmware(request, reply, grant, this.buckets);
  }
}
