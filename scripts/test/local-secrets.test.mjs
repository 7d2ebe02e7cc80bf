import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { localSecret } from '../lib/local-secrets.mjs';

describe("npm start's local secrets", () => {
  const previous = process.env.XDG_CONFIG_HOME;
  let base;
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'storystump-secrets-'));
    process.env.XDG_CONFIG_HOME = join(base, 'config');
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.XDG_CONFIG_HOME;
    else process.env.XDG_CONFIG_HOME = previous;
  });
  const checkout = (name) => {
    const root = join(base, name);
    mkdirSync(root);
    return root;
  };
  const database = 'postgres://postgres@127.0.0.1:5432/storystump';

  it('gives a second checkout using the same database the secret that opens what the first stored', () => {
    const first = localSecret(checkout('first'), 'token-key-encryption-key', database);
    assert.equal(Buffer.from(first, 'base64').length, 32);
    assert.equal(localSecret(checkout('second'), 'token-key-encryption-key', database), first);
  });

  it('makes another secret for another database or name, readable by this user only', () => {
    const root = checkout('one');
    const first = localSecret(root, 'token-key-encryption-key', database);
    assert.notEqual(localSecret(root, 'token-key-encryption-key', `${database}_other`), first);
    assert.notEqual(localSecret(root, 'devices-key-encryption-key', database), first);
    const folder = join(process.env.XDG_CONFIG_HOME, 'storystump');
    for (const dir of readdirSync(folder)) {
      assert.equal(statSync(join(folder, dir)).mode & 0o777, 0o700);
      for (const file of readdirSync(join(folder, dir))) assert.equal(statSync(join(folder, dir, file)).mode & 0o777, 0o600);
    }
  });

  it('goes on using the secret a checkout kept in its .run/ before', () => {
    const root = checkout('older');
    mkdirSync(join(root, '.run'));
    writeFileSync(join(root, '.run', 'token-key-encryption-key'), 'kept-before\n');
    assert.equal(localSecret(root, 'token-key-encryption-key', database), 'kept-before');
  });
});
