import { FIRMWARE_BUCKET, type DownloadGrant } from '@storystump/contracts';
import type { ObjectBuckets } from '@storystump/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One `bytes=` range (the only kind a resuming download sends); anything else is ignored, as RFC 9110 allows. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));

/**
 * Streams a version's zip from the bucket, with its sha256 as a strong ETag: `If-None-Match`
 * gets 304, `Range` gets 206 (so a stump on a weak link resumes), `If-Range` with another tag
 * gets the whole file.
 */
export async function sendFirmware(
  request: FastifyRequest,
  reply: FastifyReply,
  grant: DownloadGrant,
  buckets: ObjectBuckets,
): Promise<void> {
  const etag = `"${grant.sha256}"`;
  void reply
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', `attachment; filename="${grant.tag}.zip"`);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    await reply.status(304).send();
    return;
  }
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, grant.size) : undefined;
  if (range === 'unsatisfiable') {
    await reply
      .status(416)
      .header('content-range', `bytes */${grant.size}`)
      .type('application/json')
      .send({
        message: `The range asked for is outside the file's ${grant.size} bytes`,
        code: 'RANGE_NOT_SATISFIABLE',
      });
    return;
  }
  const { start, end } = range ?? { start: 0, end: grant.size - 1 };
  if (range) void reply.status(206).header('content-range', `bytes ${start}-${end}/${grant.size}`);
  const body = Readable.from(buckets.read(FIRMWARE_BUCKET, grant.id, start, end), { objectMode: false });
  await reply
    .type('application/zip')
    .header('content-length', String(end - start + 1))
    .send(body);
}
