import { BROWSER_USER_AGENT, testClientAddress } from '@storystump/testing';
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';

/**
 * A fresh browser context (own localStorage, own client address) and page, with alerts collected
 * as they appear.
 */
export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }) {
  // bypassCSP only lets the test inject axe-core; the app itself runs under the real policy.
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport,
    bypassCSP: true,
    userAgent: BROWSER_USER_AGENT,
    extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
  });
  const page: Page = await context.newPage();
  const alerts: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return { context, page, alerts };
}

export async function nextAlert(alerts: string[], timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const alert = alerts.shift();
    if (alert !== undefined) return alert;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no alert appeared');
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The shop's card of the product with exactly this name. */
export const productCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
