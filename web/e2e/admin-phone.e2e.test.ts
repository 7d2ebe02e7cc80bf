import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;
const RUNNING_VERSION = 'woodland-2.0.0';

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  const { api, address } = await adminApi(system);
  // A paid order to refund, a user to promote, a campaign and a station to edit: each tab's rows with their buttons.
  const email = `long-address-of-a-shopper-${randomUUID().slice(0, 8)}@example.test`;
  const { token } = await api<{ token: string }>(
    'POST',
    '/api/auth/register',
    { displayName: 'Hazel Nut', email, password: 'acorns-and-oak' },
    '',
  );
  await api('POST', '/api/stripe/create-checkout-session', { items: [{ price: 'price_hedgehog', quantity: 3 }] }, token);
  await api('POST', '/api/email-marketing/send-bulk-email', {
    subject: 'Spring news from the woodland: new stumps, new friends and a summer of stories',
    htmlContent: `<p><a href="https://example.test/${'woodland-news-'.repeat(6)}">More</a></p>`,
  });
  const station = await api<{ _id: string }>('POST', '/api/basestations', {
    base_id: `phone-hollow-oak-${randomUUID().slice(0, 8)}`,
    friendly_name: 'The Old Hollow Oak by the Long Meadow',
    latitude: 52.123456,
    longitude: -1.654321,
  });
  // A stump that called in, so its row shows the version it runs.
  const { apiKey } = await api<{ apiKey: string }>('POST', '/api/apikeys/generate', { baseStationId: station._id });
  const beat = await fetch(`${system.baseUrl}/api/device/v1/heartbeat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `ApiKey ${apiKey}`, 'x-forwarded-for': address },
    body: JSON.stringify({ runningVersion: RUNNING_VERSION, uptimeSeconds: 5 }),
  });
  assert.equal(beat.status, 200);
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

/** How many lines each element's text takes: 1 where no word of it is broken. */
const linesOf = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      return { text: element.textContent, lines: tops.size };
    }),
  );

async function assertOneLine(locator: Locator, what: string) {
  const found = await linesOf(locator);
  assert.ok(found.length > 0, `there are ${what}`);
  for (const { text, lines } of found) assert.equal(lines, 1, `${what} "${text}" takes ${lines} lines`);
}

async function assertFitsWindow(page: Page, width: number, what: string) {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  // What runs past the window's edge, to name in the failure.
  const past = await page.evaluate(
    (edge) =>
      [...document.querySelectorAll('#root:not([inert]) *')]
        .filter((element) => element.getBoundingClientRect().right > edge + 1 && element.children.length === 0)
        .slice(0, 3)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
        ),
    width,
  );
  assert.ok(pageWidth <= width, `with ${what} the page is ${pageWidth} px wide: ${past.join(', ')}`);
}

const tabOf = (page: Page, name: string) => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describe(`admin tabs at ${viewport.width} px`, () => {
    let page: Page;
    before(async () => {
      ({ page } = await openPage(browser, system.baseUrl, viewport));
      await logIn(page, system.adminEmail, system.adminPassword);
      await page.waitForURL('**/account');
      await page.goto('/admin');
      await tabOf(page, 'Analytics').waitFor();
    });
    after(async () => page?.context().close());

    it('fits the Email Drafter, its toolbar, fields and campaigns, in the window', async () => {
      await tabOf(page, 'Email Drafter').click();
      const panel = page.getByRole('tabpanel', { name: 'Email Drafter' });
      await panel.getByRole('button', { name: 'Send Email' }).waitFor();
      await panel.getByTestId('campaign-row').first().waitFor();
      await assertFitsWindow(page, viewport.width, 'the Email Drafter');
      // What a draft holds: a long address typed out, a video, a link, and the address prompt open.
      await panel.getByRole('textbox', { name: 'Email body' }).click();
      await page.keyboard.type(`Read https://example.test/${'woodland-news-'.repeat(8)}today and more`);
      const tool = (name: string) =>
        panel.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
      await tool('Video').click();
      await panel.getByRole('textbox', { name: 'Video address' }).fill(`https://www.youtube.com/embed/${'x'.repeat(60)}`);
      await panel.getByRole('button', { name: 'Insert video' }).click();
      await tool('Link').click();
      await panel.getByRole('textbox', { name: 'Link address' }).waitFor();
      await assertFitsWindow(page, viewport.width, 'a draft in the Email Drafter');
      const box = await panel.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, 'the panel is in the window');
    });

    it('shows the orders with each number, total, date and Refund button whole', async () => {
      await tabOf(page, 'Orders').click();
      const rows = page.getByTestId('order-row');
      await rows.first().waitFor();
      await assertFitsWindow(page, viewport.width, 'the orders');
      await assertOneLine(rows.locator('td:nth-child(1)'), 'order numbers');
      await assertOneLine(rows.locator('td:nth-child(2)'), 'dates');
      await assertOneLine(rows.locator('td:nth-child(3)'), 'e-mail addresses');
      await assertOneLine(rows.locator('td:nth-child(5)'), 'totals');
      await assertOneLine(rows.getByRole('button', { name: /^Refund order/ }), 'Refund buttons');
      const stock = page.getByTestId('stock-row');
      await stock.first().waitFor();
      await assertOneLine(stock.locator('td:nth-child(1)'), 'product names in the stock table');
      await assertOneLine(stock.getByRole('button', { name: 'Save' }), 'Save buttons in the stock table');
    });

    it('shows the users with each address and button whole', async () => {
      await tabOf(page, 'Users').click();
      const rows = page.getByTestId('user-row');
      await rows.first().waitFor();
      await assertFitsWindow(page, viewport.width, 'the users');
      await assertOneLine(rows.locator('td:nth-child(2)'), 'e-mail addresses');
      await assertOneLine(rows.getByRole('button'), 'buttons');
    });

    it('shows the stations with each coordinate and button whole', async () => {
      await tabOf(page, 'Base Stations').click();
      const rows = page.getByTestId('station-row');
      await rows.first().waitFor();
      await assertFitsWindow(page, viewport.width, 'the stations');
      // The statuses arrive beside the list.
      await rows.locator('td:nth-child(7)').filter({ hasText: RUNNING_VERSION }).first().waitFor();
      await assertOneLine(rows.locator('td:nth-child(2)'), 'base IDs');
      await assertOneLine(rows.locator('td:nth-child(4)'), 'latitudes');
      await assertOneLine(rows.locator('td:nth-child(5)'), 'longitudes');
      await assertOneLine(rows.locator('td:nth-child(7)'), 'running versions');
      await assertOneLine(rows.getByRole('button'), 'buttons');
    });
  });
}
