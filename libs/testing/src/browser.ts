import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine's Chromium needs: headless, no sandbox as root, and no calls home. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Installs Debian's Chromium when it is missing (the machine reaches Debian's archive). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
}

export function launchBrowser(): Promise<Browser> {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page and returns the serious and critical findings. */
export async function seriousAccessibilityFindings(page: Page): Promise<AxeFinding[]> {
  await page.addScriptTag({ content: axeSource });
  const findings = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document): Promise<AxeResults> } };
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  });
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

/**
 * What the tests' browsers and HTTP clients say they are: a desktop Chrome. Headless Chromium's own
 * agent, and Node's, are on the list of bots that analytics counts apart.
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
