import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const TAG_AND_FILE_REQUIRED = 'Tag and file are required.';

export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
}

export interface ReceivedUpload {
  tag?: string;
  file?: ReceivedFile;
  /** Removes the held file; safe to call twice. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart upload (`tag`, `versionZip`) as it arrives: the file goes straight to a file
 * of its own in `dir`, hashed and counted on the way, so memory holds one chunk at a time.
 */
export async function receiveFirmwareUpload(request: FastifyRequest, dir: string, maxBytes: number): Promise<ReceivedUpload> {
  const paths: string[] = [];
  const upload: ReceivedUpload = { discard: () => Promise.all(paths.map((p) => rm(p, { force: true }))).then(() => undefined) };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'tag' && typeof part.value === 'string') upload.tag = part.value;
        continue;
      }
      if (part.fieldname !== 'versionZip' || upload.file || part.filename === '') {
        part.file.resume();
        continue;
      }
      const path = join(dir, `storystump-upload-${randomUUID()}.zip`);
      paths.push(path);
      const hash = createHash('sha256');
      let size = 0;
      const counting = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, counting, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      upload.file = { path, size, sha256: hash.digest('hex') };
    }
  } catch (error) {
    await upload.discard();
    throw uploadError(error, maxBytes);
  }
  return upload;
}

function uploadError(error: unknown, maxBytes: number): Error {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new PayloadTooLargeException(`The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit`);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new BadRequestException('Send the version as multipart/form-data with the fields tag and versionZip');
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new PayloadTooLargeException('Send one tag and one file, nothing more');
  }
  if (code === 'FST_PROTO_VIOLATION' || (error instanceof Error && /multipart|boundary|Unexpected end/i.test(error.message))) {
    return new BadRequestException('The upload is incomplete or not valid multipart/form-data');
  }
  return error instanceof Error ? error : new Error(String(error));
}
