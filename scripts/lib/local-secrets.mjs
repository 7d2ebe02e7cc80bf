import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret for local use, made on first call and kept in `.run/<name>` (ignored by git, readable
 * by this user only), so restarts of `npm start` can open what earlier runs encrypted.
 */
export function localSecret(root, name) {
  const dir = join(root, '.run');
  const path = join(dir, name);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}
