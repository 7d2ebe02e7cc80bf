import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { API_ROUTE_GROUPS } from '@storystump/contracts';
import { WEB_ROUTE_TABLE_DIR, webRouteTableFiles } from '../lib/web-route-table.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const committed = (path) => readFileSync(join(root, path), 'utf8');
const generated = () =>
  readdirSync(join(root, WEB_ROUTE_TABLE_DIR))
    .filter((file) => file.endsWith('.generated.ts'))
    .map((file) => `${WEB_ROUTE_TABLE_DIR}/${file}`);

describe("the web's table of routes", () => {
  it('is what npm run generate makes of the route table now, one file per group and no other', async () => {
    const made = Object.entries(await webRouteTableFiles(root));
    assert.deepEqual(generated().sort(), made.map(([path]) => path).sort(), 'a group was added or dropped: run npm run generate');
    for (const [path, text] of made) assert.equal(committed(path), text, `${path} is out of date: run npm run generate`);
  });

  it("names every route's method and path, and imports nothing that runs (no schema reaches the browser)", () => {
    const text = generated().map(committed).join('\n');
    for (const [group, routes] of Object.entries(API_ROUTE_GROUPS)) {
      for (const [name, { method, path }] of Object.entries(routes)) {
        assert.ok(text.includes(`  ${name}: ['${method}', '${path}'],`), `${group}.${name} is missing`);
      }
    }
    const imports = [...text.matchAll(/^import .*$/gm)].map(([line]) => line);
    assert.ok(
      imports.length > 0 && imports.every((line) => line.startsWith('import type ')),
      `imports a value: ${imports.join('; ')}`,
    );
  });
});
