import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** What the browser needs for a manifest entry: its file, the chunks it imports statically, and their CSS. */
function filesFor(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => filesFor(imported, seen))];
}

const unique = (files) => [...new Set(files)];
const gzipped = (file) =>
  existsSync(join(dist, `${file}.gz`)) ? readFileSync(join(dist, `${file}.gz`)) : gzipSync(readFileSync(join(dist, file)));
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Strings that survive minification in each heavy library (class names they put in the page). */
const HEAVY_LIBRARIES = {
  OpenLayers: /ol-viewport|ol-overlaycontainer/,
  ApexCharts: /apexcharts-canvas|apexcharts-svg/,
  Slate: /data-slate-(node|editor)/,
};
/** The storefront: the first load, and the pages a shopper opens. */
const STOREFRONT_PAGES = [
  'src/features/shop/ShopPage.tsx',
  'src/features/success/SuccessPage.tsx',
  'src/features/wifisetup/WifiSetupPage.tsx',
];

describe('the web bundle', () => {
  it('first load (JS and CSS) is at most 150 kB compressed', () => {
    const files = unique(filesFor('index.html'));
    const total = files.reduce((sum, file) => sum + gzipped(file).length, 0);
    assert.ok(total <= 150 * 1024, `first load is ${kB(total)} compressed (${files.join(', ')}): over the 150 kB budget`);
  });

  it('carries no byte of OpenLayers, ApexCharts or Slate on storefront routes', () => {
    const files = unique([...filesFor('index.html'), ...STOREFRONT_PAGES.flatMap((page) => filesFor(page))]);
    assert.ok(files.length > 3);
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(join(dist, file), 'utf8');
      for (const [library, marker] of Object.entries(HEAVY_LIBRARIES)) {
        assert.doesNotMatch(code, marker, `${file} carries ${library}: load it only on the page that uses it`);
      }
    }
  });
});
