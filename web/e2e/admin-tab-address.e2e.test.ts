import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { logIn, openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' });

/** Waits for `name` to be the chosen tab, its panel shown. */
async function chosen(page: Page, name: string) {
  await page.getByRole('tabpanel', { name }).waitFor();
  assert.equal(await tabs(page).getByRole('tab', { name, exact: true }).getAttribute('aria-selected'), 'true', name);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describe(`the admin's tab in the address at ${viewport.width} px`, () => {
    let page: Page;
    before(async () => {
      ({ page } = await openPage(browser, system.baseUrl, viewport));
      await logIn(page, system.adminEmail, system.adminPassword);
      await page.waitForURL('**/account');
    });
    after(async () => page?.context().close());

    it('opens on Analytics, and on the tab the address names', async () => {
      await page.goto('/admin');
      await chosen(page, 'Analytics');
      await page.goto('/admin?tab=fleet');
      await chosen(page, 'Fleet');
      await page.goto('/admin?tab=no-such-tab');
      await chosen(page, 'Analytics');
    });

    it('keeps the chosen tab over a reload, and back and forward move between tabs', async () => {
      await page.goto('/admin');
      await chosen(page, 'Analytics');
      await tabs(page).getByRole('tab', { name: 'Users' }).click();
      await chosen(page, 'Users');
      assert.equal(new URL(page.url()).search, '?tab=users');
      await tabs(page).getByRole('tab', { name: 'Version Upload' }).click();
      await chosen(page, 'Version Upload');
      assert.equal(new URL(page.url()).search, '?tab=versions');
      await page.reload();
      await chosen(page, 'Version Upload');
      await page.goBack();
      await chosen(page, 'Users');
      await page.goBack();
      await chosen(page, 'Analytics');
      assert.equal(new URL(page.url()).pathname, '/admin');
      await page.goForward();
      await chosen(page, 'Users');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);
    });
  });
}
