import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, seriousAccessibilityFindings, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { openAdminTab } from './admin-session.js';
import { openPage, productCard as card } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

async function openShop(viewport: { width: number; height: number }) {
  const session = await openPage(browser, system.baseUrl, viewport);
  await session.page.goto('/shop');
  await session.page.locator('#root:not([inert])').getByTestId('product-card').first().waitFor();
  return session;
}

/** The page is no wider than the window: nothing to scroll sideways to reach. */
async function fitsTheWindow(page: Page, width: number) {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(pageWidth <= width, `the page is ${pageWidth} px wide in a ${width} px window`);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describe(`buying at ${viewport.width} px`, () => {
    it("a product's details offer its prices, Add to Basket and Buy Now, as its card does", async () => {
      const { page, context } = await openShop(viewport);
      await card(page, 'Hedgehog').getByRole('heading', { name: 'Hedgehog' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const select = dialog.getByRole('combobox', { name: 'Price' });
      assert.equal(await select.locator('option').count(), 2);
      await select.selectOption({ index: 1 });
      assert.match((await dialog.getByTestId('price').textContent()) ?? '', /^£29\.99/);
      const add = dialog.getByRole('button', { name: 'Add to Basket: Hedgehog' });
      const buy = dialog.getByRole('button', { name: 'Buy Now: Hedgehog' });
      for (const button of [add, buy]) {
        const box = (await button.boundingBox())!;
        assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, 'the button is in the window');
      }
      await fitsTheWindow(page, viewport.width);
      await add.click();
      await dialog.waitFor({ state: 'detached' });
      const panel = page.locator('#basket-panel');
      await panel.waitFor();
      assert.match((await panel.textContent()) ?? '', /Hedgehog.*£29\.99 × 1/s);

      await card(page, 'Owl').getByRole('heading', { name: 'Owl' }).click();
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('combobox').count(), 0, 'one price: no dropdown');
      const sent = page.waitForRequest('**/api/stripe/create-checkout-session');
      await dialog.getByRole('button', { name: 'Buy Now: Owl' }).click();
      assert.deepEqual((await sent).postDataJSON(), { items: [{ price: 'price_owl', quantity: 1 }] });
      await context.close();
    });

    it("an unavailable product's details disable both buttons", async () => {
      const { page, context } = await openShop(viewport);
      await card(page, 'Snowy Owl').getByRole('heading', { name: 'Snowy Owl' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Add to Basket: Snowy Owl' }).isDisabled(), true);
      assert.equal(await dialog.getByRole('button', { name: 'Buy Now: Snowy Owl' }).isDisabled(), true);
      await context.close();
    });

    it('each of several prices says what it buys, on the card, in the dropdown and in the basket', async () => {
      const { page, context } = await openShop(viewport);
      const hedgehog = card(page, 'Hedgehog');
      assert.equal(await hedgehog.getByTestId('price-name').textContent(), 'on its own');
      const select = hedgehog.getByRole('combobox', { name: 'Price' });
      assert.deepEqual(await select.locator('option').allTextContents(), [
        '£21.99, on its own',
        '£29.99, in a keepsake gift box',
      ]);
      await select.selectOption({ label: '£29.99, in a keepsake gift box' });
      assert.equal(await hedgehog.getByTestId('price-name').textContent(), 'in a keepsake gift box');
      assert.equal(await card(page, 'Owl').getByTestId('price-name').count(), 0, 'a single price needs no name');
      await hedgehog.getByRole('button', { name: 'Add to Basket: Hedgehog' }).click();
      await select.selectOption({ label: '£21.99, on its own' });
      await hedgehog.getByRole('button', { name: 'Add to Basket: Hedgehog' }).click();
      const panel = page.locator('#basket-panel');
      await panel.getByText('Hedgehog (in a keepsake gift box)').waitFor();
      await panel.getByText('Hedgehog (on its own)').waitFor();
      await panel.getByRole('button', { name: 'Remove Hedgehog (on its own)' }).click();
      assert.match((await panel.textContent()) ?? '', /Total £29\.99/);
      await fitsTheWindow(page, viewport.width);
      await context.close();
    });

    it('the shop and the stock table agree a product cannot be bought: the table gives the reason, never Unlimited', async () => {
      const admin = await openAdminTab(browser, system, 'Orders');
      await admin.page.setViewportSize(viewport);
      const snowyStock = admin.page.getByTestId('stock-row').filter({ hasText: 'Snowy Owl' });
      await snowyStock.waitFor();
      // Once the stock has loaded beside the products.
      await snowyStock
        .locator('td')
        .nth(1)
        .filter({ hasText: /^Out of Stock: not for sale$/ })
        .waitFor();
      assert.equal(await admin.page.getByLabel('Stock of Snowy Owl').inputValue(), '', 'its stock is unlimited');
      await admin.context.close();

      const { page, context } = await openShop(viewport);
      const snowy = card(page, 'Snowy Owl');
      await snowy.getByText('Out of Stock').waitFor();
      assert.equal(await card(page, 'Owl').getByText('Out of Stock').count(), 0);
      await context.close();
    });

    it("a guest's checkout asks for an e-mail on the demo payment page, never a card, and the success page shows the order", async () => {
      const { page, context } = await openShop(viewport);
      const hedgehog = card(page, 'Hedgehog');
      await hedgehog.getByRole('combobox', { name: 'Price' }).selectOption({ label: '£29.99, in a keepsake gift box' });
      await hedgehog.getByRole('button', { name: 'Add to Basket: Hedgehog' }).click();
      await page.locator('#basket-panel').getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/checkout\?session_id=demo_cs_[0-9a-f]{48}$/);
      await page.getByRole('heading', { name: 'Demo checkout' }).waitFor();
      assert.match((await page.getByTestId('demo-notice').textContent()) ?? '', /built-in demo checkout: no card is asked for/);
      assert.match(
        (await page.getByTestId('order-summary').textContent()) ?? '',
        /1 × Hedgehog \(in a keepsake gift box\)£29\.99/,
      );
      assert.equal(await page.getByRole('textbox').count(), 1, 'the e-mail is all it asks for');
      assert.equal(await page.locator('input[autocomplete^="cc-"]').count(), 0);
      await fitsTheWindow(page, viewport.width);
      assert.deepEqual(await seriousAccessibilityFindings(page), []);

      // An address the browser lets through but the shop does not: the server's message names the field.
      await page.getByLabel('Email').fill('fern@localhost');
      await page.getByRole('button', { name: 'Pay (demo)' }).click();
      await page.getByRole('alert').filter({ hasText: 'Error: email must be a valid e-mail address' }).waitFor();

      const email = `fern-${viewport.width}-${Date.now()}@example.test`;
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Pay (demo)' }).click();
      await page.waitForURL(/\/success\?session_id=demo_cs_[0-9a-f]{48}$/);
      const number = page.getByTestId('order-number');
      await number.waitFor();
      const shown = (await number.textContent()) ?? '';
      assert.match(shown, /^SS-[A-HJ-NP-Z2-9]{6}$/);
      assert.match(
        (await page.getByTestId('order-summary').textContent()) ?? '',
        /1 × Hedgehog \(in a keepsake gift box\)£29\.99Total £29\.99/,
      );
      const next = (await page.getByTestId('next-steps').textContent()) ?? '';
      assert.ok(next.includes(`A confirmation has been sent to ${email}.`), next);
      assert.match(next, /send it on its way/);
      await fitsTheWindow(page, viewport.width);
      assert.deepEqual(await seriousAccessibilityFindings(page), []);

      await page.reload();
      await page.getByTestId('order-number').filter({ hasText: shown }).waitFor();

      const stranger = await openPage(browser, system.baseUrl, viewport);
      await stranger.page.goto(`/success?session_id=demo_cs_${'0'.repeat(48)}`);
      await stranger.page.getByRole('alert').filter({ hasText: 'We could not find this order.' }).waitFor();
      assert.equal(await stranger.page.getByTestId('order-number').count(), 0);
      await stranger.context.close();
      await context.close();
    });
  });
}
