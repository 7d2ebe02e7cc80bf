// Lighthouse (mobile, its default) on every public page and on the account page of a signed-in
// family, in Debian's Chromium, against a system booted for the run, three times each. Prints the
// median of each category's score and of the largest contentful paint beside the goals, and each
// run's performance and LCP.
// Run after a build: node bench/lighthouse.mjs [runs] [/page ...]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium, startSystem } from '../libs/testing/dist/index.js';

const [runsArg, ...pagesArg] = process.argv.slice(2);
const PAGES = pagesArg.length
  ? pagesArg
  : ['/', '/shop', '/map', '/contact', '/wifisetup', '/privacy', '/login', '/register', '/account'];
/** Pages Lighthouse loads as a signed-in family: the token is in the browser's storage before each run. */
const SIGNED_IN = new Set(['/account']);
const RUNS = Number(runsArg ?? 3);
const GOAL = { performance: 95, lcpMs: 1800 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureChromium();
const system = await startSystem({ settings: { LOG_LEVEL: 'warn' } });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  const familyToken = PAGES.some((page) => SIGNED_IN.has(page)) ? await registeredFamilyToken() : null;
  const rows = [];
  for (const page of PAGES) {
    await settled(page);
    const runs = [];
    // A run Lighthouse could not finish (its trace lost, say) is run again, up to twice more.
    for (let tries = 0; runs.length < RUNS && tries < RUNS + 2; tries += 1) {
      const result = await audit(page, runs.length === 0, SIGNED_IN.has(page) ? familyToken : null);
      if (result) runs.push(result);
    }
    const at = (key) => median(runs.map((r) => r[key]));
    rows.push({
      page,
      performance: at('performance'),
      'goal ≥': GOAL.performance,
      'LCP ms': at('LCP ms'),
      'LCP goal ≤ ms': GOAL.lcpMs,
      accessibility: at('accessibility'),
      'best practices': at('best practices'),
      seo: at('seo'),
      runs: runs.map((r) => `${r.performance}/${r['LCP ms']}`).join(' '),
    });
  }
  console.log(
    `\nLighthouse 12 mobile, Debian's Chromium, median of ${RUNS} runs (runs: performance/LCP ms), ${system.baseUrl}\n`,
  );
  console.table(rows);
} finally {
  await chrome.kill();
  await system.stop();
}

/**
 * Visits `page` until two visits a moment apart get the same page, as a serving shop has it once
 * anyone has visited (the gateway renders `/shop` from the products its first visitor made it fetch).
 */
async function settled(page) {
  let last;
  for (let visit = 0; visit < 20; visit += 1) {
    const body = await (await fetch(`${system.baseUrl}${page}`)).text();
    if (body === last) return;
    last = body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A new family's session token, as the register form gets it. */
async function registeredFamilyToken() {
  const answer = await fetch(`${system.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      displayName: 'Lighthouse Family',
      email: `lighthouse-${Date.now()}@families.example.com`,
      password: 'acorns-and-oak',
    }),
  });
  if (!answer.ok) throw new Error(`registering the bench's family answered ${answer.status}`);
  return (await answer.json()).token;
}

/** Puts a session token in the browser's storage for the system's origin, as signing in leaves it. */
async function signIn(token) {
  const response = await fetch(`http://127.0.0.1:${chrome.port}/json/new?${system.baseUrl}/privacy`, { method: 'PUT' });
  const tab = await response.json();
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  const evaluate = (id, expression) =>
    new Promise((resolve) => {
      const onMessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        resolve(message.result?.result?.value);
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression } }));
    });
  // The new tab is blank until its page arrives: the token goes in once it is the system's origin.
  const store = `location.origin === ${JSON.stringify(new URL(system.baseUrl).origin)} && (localStorage.setItem('token', ${JSON.stringify(token)}), true)`;
  let stored = false;
  for (let id = 1; !stored && id <= 50; id += 1) {
    stored = (await evaluate(id, store)) === true;
    if (!stored) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!stored) throw new Error('the browser never reached the system to hold the session token');
  socket.close();
  await fetch(`http://127.0.0.1:${chrome.port}/json/close/${tab.id}`);
}

/**
 * One Lighthouse run of `page` (null if it could not finish); on the first, what held it back.
 * Given a token, the run keeps the browser's storage holding it (Lighthouse clears it otherwise).
 */
async function audit(page, tell, token) {
  if (token) await signIn(token);
  const { lhr } = await lighthouse(`${system.baseUrl}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: Boolean(token),
  });
  if (token && lhr.finalDisplayedUrl !== `${system.baseUrl}${page}`) {
    throw new Error(`${page} was meant to be seen signed in, but Lighthouse ended at ${lhr.finalDisplayedUrl}`);
  }
  // A run Lighthouse could not finish scores 0 everywhere: say why rather than count bare zeros.
  if (lhr.runtimeError) {
    console.log(`  ${page}: Lighthouse could not finish: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return null;
  }
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  if (tell) {
    const failing = Object.values(lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    );
    for (const audit of failing.slice(0, 8)) console.log(`  ${page}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
    const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcp) console.log(`  ${page}: the largest contentful paint is ${lcp.snippet}`);
    const unsized = lhr.audits['unsized-images']?.details?.items ?? [];
    for (const item of unsized) console.log(`  ${page}: unsized ${item.node?.snippet}`);
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
  };
}
