import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * A secret for local use that opens what is stored in the database at `databaseUrl`: made on first
 * call and kept, readable by this user only, in the user's config folder under a name taken from
 * the database's URL, so restarts and other checkouts using the same database can open what
 * earlier runs encrypted. A checkout that kept one in its `.run/` before goes on using that one.
 */
export function localSecret(root, name, databaseUrl) {
  const kept = join(root, '.run', name);
  if (existsSync(kept)) return readFileSync(kept, 'utf8').trim();
  const database = createHash('sha256').update(databaseUrl).digest('hex').slice(0, 16);
  const dir = join(process.env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'storystump', database);
  const path = join(dir, name);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}
