import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { emitToRun, runtimeProjects } from '../lib/emit-to-run.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const withoutMapComment = (text) => text.replace(/\/\/# sourceMappingURL=[^\n]*$/, '');

describe("npm start's build", () => {
  it("emits every runtime file exactly as tsc -b does (the build's dist), without type checking", () => {
    const out = mkdtempSync(join(tmpdir(), 'storystump-emit-'));
    try {
      const written = emitToRun(root, { outRoot: out });
      const projects = runtimeProjects(root);
      const files = projects.flatMap((project) => project.files.map((file) => ({ project, file })));
      assert.equal(written, files.length);
      assert.ok(files.length > 300, `${files.length} runtime files`);
      const differing = [];
      for (const { project, file } of files) {
        const place = join(relative(root, project.outDir), relative(project.rootDir, file).replace(/\.ts$/, '.js'));
        if (withoutMapComment(readFileSync(join(root, place), 'utf8')) !== readFileSync(join(out, place), 'utf8')) {
          differing.push(place);
        }
      }
      assert.deepEqual(differing, []);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
