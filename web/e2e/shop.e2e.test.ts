import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, seriousAccessibilityFindings, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser } from 'playwright-core';
import { nextAlert, openPage, productCard as card } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

async function openShop() {
  const session = await openPage(browser, system.baseUrl);
  await session.page.goto('/shop');
  // The app's own cards, once it has taken the place of the page painted before it ran.
  await session.page.locator('#root:not([inert])').getByTestId('product-card').first().waitFor();
  return session;
}

describe('shop', () => {
  it('shows the red notice, three skeleton cards while loading, then the product cards', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/stripe/products', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop');
    // Once the app shows its skeletons it has taken the painted page's place, notice included.
    await page.locator('#root:not([inert])').getByTestId('skeleton-card').first().waitFor();
    const notice = page.getByText('We are currently expanding to new locations. Please check back soon!');
    assert.equal(await notice.evaluate((el) => getComputedStyle(el).color), 'rgb(164, 35, 27)');
    assert.equal(await page.getByTestId('skeleton-card').count(), 3);
    release();
    await page.getByTestId('product-card').first().waitFor();
    assert.equal(await page.getByTestId('skeleton-card').count(), 0);
    assert.equal(await page.getByTestId('product-card').count(), 5);
    assert.equal(await card(page, 'Owl').getByTestId('price').textContent(), '£24.99');
    await context.close();
  });

  it('a card opens a detail modal that the close button, Escape and a click outside all close', async () => {
    const { page, context } = await openShop();
    const dialog = page.getByRole('dialog');
    const openOwl = () => card(page, 'Owl').getByRole('heading', { name: 'Owl' }).click();

    await openOwl();
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('heading').textContent(), 'Owl');
    assert.equal(await dialog.getByRole('img').getAttribute('src'), '/illustrations/owl.svg');
    assert.match((await dialog.textContent()) ?? '', /£24\.99.*Wise and watchful/s);
    assert.equal(await page.evaluate(() => document.activeElement?.closest('dialog') !== null), true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await openOwl();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await openOwl();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('an inactive product shows Out of Stock and its buttons are disabled', async () => {
    const { page, context } = await openShop();
    const snowy = card(page, 'Snowy Owl');
    await snowy.getByText('Out of Stock').waitFor();
    assert.equal(await snowy.getByRole('button', { name: /^Add to Basket/ }).isDisabled(), true);
    assert.equal(await snowy.getByRole('button', { name: /^Buy Now/ }).isDisabled(), true);
    assert.equal(await card(page, 'Owl').getByText('Out of Stock').count(), 0);
    await context.close();
  });

  it('shows N/A for a product without a price', async () => {
    const { page, context } = await openShop();
    assert.equal(await card(page, 'Garden Stump').getByTestId('price').textContent(), 'N/A');
    await context.close();
  });

  it('shows a price dropdown only for a product with more than one price', async () => {
    const { page, context } = await openShop();
    assert.equal(await page.getByRole('combobox').count(), 1);
    const hedgehog = card(page, 'Hedgehog');
    const options = await hedgehog.getByRole('combobox').locator('option').allTextContents();
    assert.deepEqual(options, ['£21.99, on its own', '£29.99, in a keepsake gift box']);
    await hedgehog.getByRole('combobox').selectOption({ label: '£29.99, in a keepsake gift box' });
    assert.equal(await hedgehog.getByTestId('price').textContent(), '£29.99');
    await context.close();
  });

  it('adding twice makes quantity 2 with the panel open; remove and clear empty it', async () => {
    const { page, context } = await openShop();
    await card(page, 'Owl')
      .getByRole('button', { name: /^Add to Basket/ })
      .click();
    const panel = page.locator('#basket-panel');
    await panel.waitFor();
    await page.getByRole('button', { name: /^Basket/ }).click();
    await panel.waitFor({ state: 'detached' });
    await card(page, 'Owl')
      .getByRole('button', { name: /^Add to Basket/ })
      .click();
    await panel.waitFor();
    assert.match((await panel.textContent()) ?? '', /Owl£24\.99 × 2£49\.98/);

    const hedgehog = card(page, 'Hedgehog');
    await hedgehog.getByRole('combobox').selectOption({ label: '£29.99, in a keepsake gift box' });
    await hedgehog.getByRole('button', { name: /^Add to Basket/ }).click();
    assert.match((await panel.textContent()) ?? '', /Total £79\.97/);

    await panel.getByRole('button', { name: 'Remove Owl' }).click();
    assert.match((await panel.textContent()) ?? '', /Total £29\.99/);
    await panel.getByRole('button', { name: 'Clear Basket' }).click();
    await panel.getByText('Your Basket is Empty').waitFor();
    await context.close();
  });

  it('checks out the basket through the demo payment page to the success page, which says it was a demo order', async () => {
    const { page, context } = await openShop();
    await card(page, 'Bunny')
      .getByRole('button', { name: /^Add to Basket/ })
      .click();
    await card(page, 'Bunny')
      .getByRole('button', { name: /^Add to Basket/ })
      .click();
    await page.locator('#basket-panel').getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout\?session_id=demo_cs_[0-9a-f]{48}$/);
    await page.getByLabel('Email').fill('bunny-buyer@example.test');
    await page.getByRole('button', { name: 'Pay (demo)' }).click();
    await page.waitForURL(/\/success\?session_id=demo_cs_[0-9a-f]{48}$/);
    await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
    assert.match((await page.getByTestId('demo-order').textContent()) ?? '', /demo order.*nothing was charged/);
    await context.close();
  });

  it('Buy Now checks out that one product with quantity 1', async () => {
    const { page, context } = await openShop();
    const sent = page.waitForRequest('**/api/stripe/create-checkout-session');
    await card(page, 'Hedgehog').getByRole('combobox').selectOption({ label: '£29.99, in a keepsake gift box' });
    await card(page, 'Hedgehog')
      .getByRole('button', { name: /^Buy Now/ })
      .click();
    assert.deepEqual((await sent).postDataJSON(), { items: [{ price: 'price_hedgehog_gift_box', quantity: 1 }] });
    await page.waitForURL(/\/checkout\?session_id=/);
    await context.close();
  });

  it("alerts 'Failed to initiate checkout. Please try again.' and logs the error when the basket's checkout fails", async () => {
    const { page, context, alerts } = await openShop();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/stripe/create-checkout-session', (route) => route.fulfill({ status: 502, body: '' }));
    await card(page, 'Owl')
      .getByRole('button', { name: /^Add to Basket/ })
      .click();
    await page.locator('#basket-panel').getByRole('button', { name: 'Checkout' }).click();
    assert.equal(await nextAlert(alerts), 'Failed to initiate checkout. Please try again.');
    assert.ok(
      errors.some((text) => text.includes('Checkout could not be started')),
      errors.join('\n'),
    );
    assert.match(page.url(), /\/shop$/);
    await context.close();
  });

  it("alerts 'Failed to initiate purchase.' and logs the error when Buy Now fails", async () => {
    const { page, context, alerts } = await openShop();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/stripe/create-checkout-session', (route) => route.abort('connectionrefused'));
    await card(page, 'Bunny')
      .getByRole('button', { name: /^Buy Now/ })
      .click();
    assert.equal(await nextAlert(alerts), 'Failed to initiate purchase.');
    assert.ok(
      errors.some((text) => text.includes('Checkout could not be started')),
      errors.join('\n'),
    );
    await context.close();
  });

  it('a failed product load is logged and the page shows an empty state, not a crash', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/stripe/products', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/shop');
    await page.getByText('No characters to show right now.').waitFor();
    assert.ok(
      errors.some((text) => text.includes('The products could not be loaded')),
      errors.join('\n'),
    );
    await context.close();
  });

  it('the shop and its open modal have no serious or critical axe findings', async () => {
    const { page, context } = await openShop();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await card(page, 'Hedgehog').getByRole('heading', { name: 'Hedgehog' }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });
});
