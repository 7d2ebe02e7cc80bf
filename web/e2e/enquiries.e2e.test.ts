import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { logIn, openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;
const marker = randomUUID().slice(0, 8);

async function post(path: string, body: unknown) {
  const res = await fetch(`${system.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': testClientAddress() },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 201, `${path}: ${res.status}`);
}

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  await post('/api/contact', {
    firstName: 'Hazel',
    lastName: 'Nut',
    email: `stump-${marker}@example.test`,
    addressLine1: '1 Acorn Lane',
    city: 'Oakham',
    state: 'Rutland',
    postalCode: 'LE15 6AA',
    country: 'United Kingdom',
    shortDescription: 'An old oak stump by the pond',
  });
  for (let n = 0; n < 55; n++) {
    await post('/api/contact/enquire', { email: `note-${n}-${marker}@example.test`, message: `When do you open near us? ${n}` });
  }
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

const count = (page: Page) => page.getByTestId('list-count');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describe(`admin: Enquiries at ${viewport.width} px`, () => {
    let page: Page;
    before(async () => {
      ({ page } = await openPage(browser, system.baseUrl, viewport));
      await logIn(page, system.adminEmail, system.adminPassword);
      await page.waitForURL('**/account');
      await page.goto('/admin');
      await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Enquiries' }).click();
    });
    after(async () => page?.context().close());

    it('lists the stump and contact enquiries newest first, counted, a page at a time', async () => {
      const panel = page.getByRole('tabpanel', { name: 'Enquiries' });
      const rows = panel.getByTestId('enquiry-row');
      await rows.first().waitFor();
      const all = /^Showing 50 of ([\d,]+) enquiries$/.exec((await count(page).textContent())!);
      assert.ok(all, String(await count(page).textContent()));
      assert.ok(Number(all[1]!.replaceAll(',', '')) >= 56);
      assert.equal(await rows.count(), 50);
      assert.match((await rows.first().textContent())!, /note-54-/);
      await panel.getByRole('button', { name: 'Load more' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="enquiry-row"]').length > 50);

      await panel.getByLabel('Search by e-mail or kind').fill(`stump-${marker}`);
      await count(page)
        .filter({ hasText: `Showing 1 of 1 enquiries matching "stump-${marker}"` })
        .waitFor();
      const cells = await rows.first().locator('td').allTextContents();
      assert.equal(cells[1], 'Tree stump');
      assert.equal(cells[2], `stump-${marker}@example.test`);
      assert.equal(cells[3], 'Hazel Nut, 1 Acorn Lane, Oakham, Rutland, LE15 6AA, United Kingdom: An old oak stump by the pond');
      await panel.getByLabel('Search by e-mail or kind').fill(`note-7-${marker}`);
      await count(page)
        .filter({ hasText: `Showing 1 of 1 enquiries matching "note-7-${marker}"` })
        .waitFor();
      assert.equal((await rows.first().locator('td').allTextContents())[3], 'When do you open near us? 7');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);
    });

    it('says so when nothing matches', async () => {
      const panel = page.getByRole('tabpanel', { name: 'Enquiries' });
      await panel.getByLabel('Search by e-mail or kind').fill(`nobody-${marker}`);
      assert.equal(
        await panel.getByTestId('list-empty').textContent({ timeout: 10_000 }),
        `No enquiries match "nobody-${marker}".`,
      );
    });

    it('keeps every section of the admin on one row', async () => {
      const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
      const tops = new Set<number>();
      for (const tab of await tabs.all()) tops.add(Math.round((await tab.boundingBox())!.y));
      assert.equal(tops.size, 1, `the tabs sit on ${tops.size} rows`);
    });
  });
}
