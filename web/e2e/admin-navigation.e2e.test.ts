import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  // A key whose station has a long name: what widens the API Keys panel if anything does.
  const { api } = await adminApi(system);
  const station = await api<{ _id: string }>('POST', '/api/basestations', {
    base_id: `wide-${randomUUID().slice(0, 8)}`,
    friendly_name: 'The Old Hollow Oak by the Long Meadow beyond the Bramble Hedge',
    latitude: 52,
    longitude: -1,
  });
  await api('POST', '/api/apikeys/generate', { baseStationId: station._id });
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  assert.ok(box, 'it is laid out');
  return box;
};

/** Whether the tab is shown whole inside the tab bar's visible part and the window. */
async function inSight(page: Page, tab: Locator) {
  const bar = await boxOf(page.getByRole('tablist', { name: 'Admin sections' }));
  const box = await boxOf(tab);
  const width = page.viewportSize()!.width;
  return box.x >= Math.max(bar.x, 0) - 1 && box.x + box.width <= Math.min(bar.x + bar.width, width) + 1;
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  describe(`admin navigation at ${viewport.width} px`, () => {
    let page: Page;
    before(async () => {
      ({ page } = await openPage(browser, system.baseUrl, viewport));
      await logIn(page, system.adminEmail, system.adminPassword);
      await page.waitForURL('**/account');
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Analytics' }).waitFor();
    });
    after(async () => page?.context().close());

    it('holds every section on one row, and the page does not overflow the window', async () => {
      const tabs = page.locator('#root:not([inert])').getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
      assert.ok((await tabs.count()) >= 11, 'every section has its tab');
      const tops = new Set<number>();
      for (const tab of await tabs.all()) tops.add(Math.round((await boxOf(tab)).y));
      assert.equal(tops.size, 1, `the tabs sit on ${tops.size} rows`);
      const bar = await boxOf(page.getByRole('tablist', { name: 'Admin sections' }));
      assert.ok(bar.height < 2 * (await boxOf(tabs.first())).height, 'the bar is one tab high');
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(pageWidth <= viewport.width, `the page is ${pageWidth} px wide`);
    });

    it(
      viewport.width >= 1280
        ? 'shows every section at once, with nothing to scroll'
        : 'says where sections are out of sight, and scrolls to them at a click',
      async () => {
        const bar = page.getByRole('tablist', { name: 'Admin sections' });
        await bar.getByRole('tab').first().click();
        const later = page.getByTestId('tabs-later');
        const earlier = page.getByTestId('tabs-earlier');
        const scrolled = () => bar.evaluate((row) => row.scrollLeft);
        if (viewport.width >= 1280) {
          const { scrollWidth, clientWidth } = await bar.evaluate((row) => ({
            scrollWidth: row.scrollWidth,
            clientWidth: row.clientWidth,
          }));
          assert.ok(scrollWidth <= clientWidth, `the tabs take ${scrollWidth} px of the row's ${clientWidth}`);
          for (const tab of await bar.getByRole('tab').all())
            assert.ok(await inSight(page, tab), `${await tab.textContent()} is in sight`);
          assert.equal(await later.count(), 0);
          assert.equal(await earlier.count(), 0);
          return;
        }
        await later.waitFor();
        assert.equal(await later.getAttribute('aria-hidden'), 'true', 'for a pointer: the arrow keys move along the tabs');
        assert.equal(await earlier.count(), 0, 'nothing lies before the first tab');
        assert.equal(await scrolled(), 0);
        await later.click();
        await page.waitForFunction(() => document.querySelector('[role="tablist"]')!.scrollLeft > 0);
        await earlier.waitFor();
        const last = bar.getByRole('tab').last();
        while (await later.isVisible()) {
          await later.click();
          await page.waitForTimeout(400);
        }
        assert.ok(await inSight(page, last), 'the last section is reached');
        await earlier.click();
        await page.waitForFunction(() => {
          const row = document.querySelector('[role="tablist"]')!;
          return row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
        });
        await later.waitFor();
      },
    );

    it('fits the API Keys panel in the window, its key form and keys table included', async () => {
      await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'API Keys' }).click();
      const panel = page.getByRole('tabpanel', { name: 'API Keys' });
      await panel.getByTestId('apikey-row').first().waitFor();
      await panel.locator('#key-station option').nth(1).waitFor({ state: 'attached' });
      const box = await boxOf(panel);
      const contentWidth = await panel.evaluate((element) => element.scrollWidth);
      assert.ok(
        box.x >= 0 && box.x + Math.max(box.width, contentWidth) <= viewport.width,
        `the panel is ${contentWidth} px wide`,
      );
      for (const part of [panel.getByLabel('Base station'), panel.getByRole('button', { name: 'Generate API Key' })]) {
        const { x, width } = await boxOf(part);
        assert.ok(x >= 0 && x + width <= viewport.width, `${await part.textContent()} is in the window`);
      }
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(pageWidth <= viewport.width, `the page is ${pageWidth} px wide`);
    });

    it('reaches every section by pointer, the chosen tab in sight', async () => {
      const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
      for (const name of await tabs.allTextContents()) {
        const tab = tabs.filter({ hasText: name });
        await tab.click();
        assert.equal(await tab.getAttribute('aria-selected'), 'true', name);
        await page.getByRole('tabpanel', { name }).waitFor();
        assert.ok(await inSight(page, tab), `${name} is in sight`);
      }
    });

    it('reaches every section by keyboard, the chosen tab scrolled into sight', async () => {
      const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
      const names = await tabs.allTextContents();
      await tabs.first().click();
      for (const name of names.slice(1)) {
        await page.keyboard.press('ArrowRight');
        const tab = tabs.filter({ hasText: name });
        assert.equal(await tab.getAttribute('aria-selected'), 'true', name);
        assert.equal(await tab.evaluate((el) => el === document.activeElement), true, `${name} has the focus`);
        await page.getByRole('tabpanel', { name }).waitFor();
        await page.waitForFunction(
          (label) => {
            const el = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent === label)!;
            const bar = el.parentElement!.getBoundingClientRect();
            const box = el.getBoundingClientRect();
            return box.left >= bar.left - 1 && box.right <= Math.min(bar.right, window.innerWidth) + 1;
          },
          name,
          { timeout: 5000 },
        );
      }
      await page.keyboard.press('Home');
      assert.equal(await tabs.first().getAttribute('aria-selected'), 'true');
      assert.ok(await inSight(page, tabs.first()));
    });
  });
}
