// After `vite build web`: every text file of the build, precompressed once with brotli and gzip
// at their best settings, so the gateway sends them compressed without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const root = process.argv[2] ?? 'web/dist';

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

let raw = 0;
let brotli = 0;
for (const path of files(root)) {
  const body = readFileSync(path);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: statSync(path).size },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  brotli += br.length;
}
process.stdout.write(
  `precompressed ${root}: ${(raw / 1024).toFixed(0)} kB of text, ${(brotli / 1024).toFixed(0)} kB with brotli\n`,
);
