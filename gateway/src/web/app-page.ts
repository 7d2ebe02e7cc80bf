import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Encoding = 'br' | 'gzip' | 'identity';

/** index.html held in memory with its precompressed forms: the page every client-side route answers with. */
export interface AppPage {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

export function loadAppPage(webDist: string): AppPage | null {
  const path = join(webDist, 'index.html');
  if (!existsSync(path)) return null;
  const identity = readFileSync(path);
  const variant = (suffix: string) => (existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`) : identity);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    bodies: { identity, br: variant('.br'), gzip: variant('.gz') },
  };
}

/** The best encoding the client accepts that we have: brotli, then gzip, then none. */
export function chooseEncoding(acceptEncoding: string | undefined, page: AppPage): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted) && page.bodies.br !== page.bodies.identity) return 'br';
  if (/\bgzip\b/.test(accepted) && page.bodies.gzip !== page.bodies.identity) return 'gzip';
  return 'identity';
}
