import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { nodeBinToUse, requiredLine, satisfies } from '../lib/supported-node.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const line = requiredLine(packageJson);

describe('the supported Node.js', () => {
  it('is one release line everywhere: engines, the pinned release, the image and this run', () => {
    assert.ok(satisfies(pinned, line), `.nvmrc's ${pinned} is allowed by engines ${packageJson.engines.node}`);
    const image = /^ARG NODE_IMAGE=node:(\d+)-bookworm-slim$/m.exec(readFileSync(join(root, 'deploy/Dockerfile'), 'utf8'));
    assert.equal(Number(image?.[1]), line[0]);
    assert.ok(satisfies(process.versions.node, line), `the tests run on ${process.versions.node}`);
    assert.equal(line[0] % 2, 0, 'an even (long-term support) line');
  });

  it('allows the line from its lowest release on, and no other line', () => {
    assert.deepEqual(requiredLine({ engines: { node: '^24.11.0' } }), [24, 11, 0]);
    assert.ok(satisfies('24.11.0', [24, 11, 0]));
    assert.ok(satisfies('24.21.3', [24, 11, 0]));
    assert.ok(!satisfies('24.10.9', [24, 11, 0]));
    assert.ok(!satisfies('20.20.2', [24, 11, 0]));
    assert.ok(!satisfies('26.1.0', [24, 11, 0]));
    assert.throws(() => requiredLine({ engines: { node: '>=20' } }), /caret range/);
  });

  it('runs on the Node it is given when that one will do, else on the pinned release', () => {
    assert.equal(nodeBinToUse(root, pinned), '');
    const bin = nodeBinToUse(root, '20.20.2');
    assert.equal(execFileSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim(), `v${pinned}`);
  });
});
