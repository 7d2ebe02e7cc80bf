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

const description = (page: Page) =>
  page.locator('meta[name="description"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));

/** Waits for the document's title to read `title` (it changes once the app has taken over the page). */
const titled = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describe(`page titles and descriptions at ${viewport.width} px`, () => {
    it('gives each page its own title and description as the app moves between them', async () => {
      const { page, context } = await openPage(browser, system.baseUrl, viewport);
      await page.goto('/');
      await page.locator('#root:not([inert])').getByRole('link', { name: 'Visit Map' }).waitFor();
      assert.equal(await page.title(), 'Storystump');
      const homeDescription = await description(page);
      assert.equal(homeDescription.length, 1);
      await page.locator('#root:not([inert])').getByRole('link', { name: 'Visit Map' }).click();
      await titled(page, 'Map · Storystump');
      const mapDescription = await description(page);
      assert.equal(mapDescription.length, 1, 'one description, replaced');
      assert.notDeepEqual(mapDescription, homeDescription);
      await page.goBack();
      await titled(page, 'Storystump');
      assert.deepEqual(await description(page), homeDescription);
      await page
        .locator('#root:not([inert])')
        .getByRole('link', { name: /^Buy Now/ })
        .first()
        .click();
      await titled(page, 'Shop · Storystump');
      for (const [path, title] of [
        ['/contact', 'Contact · Storystump'],
        ['/wifisetup', 'WIFI setup · Storystump'],
        ['/login', 'Log in · Storystump'],
        ['/register', 'Register · Storystump'],
        ['/privacy', 'Privacy notice · Storystump'],
        ['/success', 'Thank you · Storystump'],
        ['/checkout', 'Demo checkout · Storystump'],
      ]) {
        await page.goto(path!);
        await titled(page, title!);
        const [text] = await description(page);
        assert.ok(text && !homeDescription.includes(text), `${path} has a description of its own`);
      }
      await context.close();
    });

    it('titles the pages of a signed-in family and of the admin', async () => {
      const { page, context } = await openPage(browser, system.baseUrl, viewport);
      await logIn(page, system.adminEmail, system.adminPassword);
      await page.waitForURL('**/account');
      await titled(page, 'Account · Storystump');
      await page.goto('/admin');
      await titled(page, 'Admin · Storystump');
      const [text] = await description(page);
      assert.ok(text, 'the admin page has a description');
      await context.close();
    });

    it('answers an unknown address 404 with the app saying so, titled as such', async () => {
      const { page, context } = await openPage(browser, system.baseUrl, viewport);
      const res = await page.goto('/no/such/page');
      assert.equal(res?.status(), 404);
      await page.getByRole('heading', { name: 'Lost in the woods' }).waitFor();
      await titled(page, 'Lost in the woods · Storystump');
      assert.deepEqual(await description(page), ['There is no page at this address.']);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);
      await context.close();
    });
  });
}
