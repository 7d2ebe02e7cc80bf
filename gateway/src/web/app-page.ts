import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { etagOf } from '../http/etag.js';
import { preferredEncoding } from './accepted-encoding.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Pages are the same for everyone (who is signed in is the app's business, in the browser): a
 * browser asks again each time (and gets 304 while the page is unchanged), an Ingress or a CDN
 * holds a page a minute and answers from it while it asks again for one more.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

/** One way of answering with the page: its status, the page's own headers, and the body if any. */
export interface PageReply {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/**
 * A page of the build held in memory with its precompressed forms: index.html, the page every
 * client-side route answers with, or a copy of it with a page's first view already rendered in.
 */
export interface AppPage {
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** The answers there are, worked out once: not modified, and the page in each encoding. */
  replies: Record<Encoding | 'notModified', PageReply>;
}

/**
 * Loads `file` of the build. Given the pages' Content-Security-Policy, a page with inline scripts
 * answers with that policy allowing exactly those scripts, by their hashes.
 */
export function loadAppPage(webDist: string, file = 'index.html', contentSecurityPolicy?: string): AppPage | null {
  const path = join(webDist, file);
  if (!existsSync(path)) return null;
  const identity = readFileSync(path);
  const variant = (suffix: string) => (existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`) : identity);
  return appPageOf({ identity, br: variant('.br'), gzip: variant('.gz') }, contentSecurityPolicy);
}

/**
 * A page made at run time: compressed once here, at brotli's and gzip's best. Its policy allows
 * the inline scripts of `scriptsFrom`: the page itself, or, where part of it is made of data, the
 * page without that part (a script-looking text in the data is never trusted).
 */
export async function compressedAppPage(html: string, contentSecurityPolicy?: string, scriptsFrom = html): Promise<AppPage> {
  const identity = Buffer.from(html);
  const [br, gzip] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 9 }),
  ]);
  return appPageOf({ identity, br, gzip }, contentSecurityPolicy, scriptsFrom);
}

function appPageOf(bodies: Record<Encoding, Buffer>, contentSecurityPolicy?: string, scriptsFrom?: string): AppPage {
  const { identity } = bodies;
  const etag = etagOf(identity);
  const hashes = inlineScriptHashes(scriptsFrom ?? identity.toString('utf8'));
  const policy: Record<string, string> =
    contentSecurityPolicy && hashes.length > 0
      ? { 'content-security-policy': withScriptHashes(contentSecurityPolicy, hashes) }
      : {};
  const common = { 'cache-control': PAGE_CACHE_CONTROL, etag, vary: 'accept-encoding', ...policy };
  const page = (encoding: Encoding): PageReply => ({
    status: 200,
    headers: {
      ...common,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-type': 'text/html; charset=utf-8',
    },
    body: bodies[encoding],
  });
  return {
    etag,
    bodies,
    replies: {
      notModified: { status: 304, headers: common, body: undefined },
      identity: page('identity'),
      br: page('br'),
      gzip: page('gzip'),
    },
  };
}

export type PageReplyName = keyof AppPage['replies'];

/** The CSP source of each inline script of a page: 'sha256-…' of its text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  );
}

/** `policy` with `hashes` allowed beside its script sources. */
export function withScriptHashes(policy: string, hashes: string[]): string {
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.startsWith('script-src '));
  if (index === -1) throw new Error("The policy has no script-src to allow the page's inline scripts in");
  directives[index] = `${directives[index]} ${hashes.join(' ')}`;
  return directives.join(';');
}

/** Which answer a request for the page gets: 304 to a matching ETag, else the best encoding it accepts. */
export function pageReplyFor(page: AppPage, headers: IncomingHttpHeaders): PageReplyName {
  return headers['if-none-match'] === page.etag ? 'notModified' : chooseEncoding(headers['accept-encoding'], page);
}

/** The encoding the client accepts best of those we have (brotli, then gzip, then none on a tie). */
export function chooseEncoding(acceptEncoding: string | undefined, page: Pick<AppPage, 'bodies'>): Encoding {
  const available = (['br', 'gzip', 'identity'] as const).filter(
    (encoding) => encoding === 'identity' || page.bodies[encoding] !== page.bodies.identity,
  );
  return preferredEncoding(acceptEncoding, available);
}
