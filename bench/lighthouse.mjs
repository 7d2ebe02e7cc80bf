// Lighthouse (mobile, its default) on the storefront's first pages, in Debian's Chromium, against
// a system booted for the run. Prints each category's score and the largest contentful paint.
// Run after a build: node bench/lighthouse.mjs
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium, startSystem } from '../libs/testing/dist/index.js';

const PAGES = ['/', '/shop'];

ensureChromium();
const system = await startSystem({ settings: { LOG_LEVEL: 'warn' } });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  const rows = [];
  for (const page of PAGES) {
    const { lhr } = await lighthouse(`${system.baseUrl}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    // A run Lighthouse could not finish scores 0 everywhere: say why rather than print bare zeros.
    if (lhr.runtimeError)
      console.log(`  ${page}: Lighthouse could not finish: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    });
    const failing = Object.values(lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    );
    for (const audit of failing.slice(0, 8)) console.log(`  ${page}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
    const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcp) console.log(`  ${page}: the largest contentful paint is ${lcp.snippet}`);
    const unsized = lhr.audits['unsized-images']?.details?.items ?? [];
    for (const item of unsized) console.log(`  ${page}: unsized ${item.node?.snippet}`);
  }
  console.log(`\nLighthouse ${'12'} mobile, Debian's Chromium, ${system.baseUrl}\n`);
  console.table(rows);
} finally {
  await chrome.kill();
  await system.stop();
}
