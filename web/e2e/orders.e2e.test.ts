import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { StationView } from '@storystump/contracts';
import { launchBrowser, seriousAccessibilityFindings, startSystem, type OwnSystem } from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { adminApi, openAdminTab as openTab, saysStatus, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';
import { createCharacter, registerFamily } from './family-fixtures.js';

// A system of its own: the stock changed here must not reach other files' shoppers.
let system: OwnSystem;
let browser: Browser;
let api: AdminApi;
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

async function giveCharacter(userId: string, characterType: string) {
  const character = await createCharacter(api, characterType);
  await api('POST', '/api/characters/addToUser', { serialNumber: character.serialNumber, userId });
  return character;
}

const createStation = (friendly_name: string, latitude: number, longitude: number) =>
  api<StationView>('POST', '/api/basestations', { base_id: unique('stump'), friendly_name, latitude, longitude });

const confirmWith = async (page: Page, question: string) => {
  const dialog = page.getByRole('dialog');
  assert.equal(await dialog.locator('p').textContent(), question);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};

before(async () => {
  [system, browser] = await Promise.all([startSystem({ settings: { CHECKOUT_RATE_LIMIT: '1000' } }), launchBrowser()]);
  ({ api } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('account page: orders and journeys', () => {
  it("shows the family's orders, its collection, and a character's journey on a map", async () => {
    const user = await registerFamily(api, 'Hazel');
    await api('POST', '/api/stripe/create-checkout-session', { items: [{ price: 'price_hedgehog', quantity: 2 }] }, user.token);
    const owl = await giveCharacter(user.id, 'owl');
    await giveCharacter(user.id, 'bunny');
    // The shop's third woodland friend is a character type here too, one the family does not have.
    await api('POST', '/api/characterTypes/appendtype', { characterEncryptedType: unique('enc'), characterType: 'Hedgehog' });
    const oak = await createStation('Oak Hollow', 54.1, -2.9);
    const bramble = await createStation('Bramble Patch', 53.4, -2.2);
    await api('POST', `/api/characters/visit/${oak._id}`, { serialNumber: owl.serialNumber });
    await api('POST', `/api/characters/visit/${bramble._id}`, { serialNumber: owl.serialNumber });

    const { page, context } = await openPage(browser, system.baseUrl);
    const journeyCode: string[] = [];
    page.on('request', (request) => {
      if (/CharacterJourney|land-50m/.test(request.url())) journeyCode.push(request.url());
    });
    await logIn(page, user.email, user.password);
    await page.waitForURL('**/account');
    const order = page.getByTestId('my-order');
    await order.first().waitFor();
    const [number, ...cells] = await order.first().locator('td').allTextContents();
    assert.match(number ?? '', /^SS-[A-HJ-NP-Z2-9]{6}$/);
    assert.deepEqual(cells, [
      new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
      '2 × Hedgehog (on its own)',
      '£43.98',
      'Paid',
    ]);
    assert.equal(await page.getByTestId('collection').textContent(), 'You have 2 of the 3 woodland friends: bunny, owl.');
    assert.equal(journeyCode.length, 0, 'the journey map loads only once a character is chosen');

    await page.getByTestId('character').filter({ hasText: owl.serialNumber }).click();
    const map = page.locator('[data-testid="journey-map"][data-markers="2"][data-stumps="2"][data-visits="2"]');
    await map.waitFor({ timeout: 15_000 });
    assert.ok(
      journeyCode.some((url) => url.includes('land-50m')),
      'the bundled coastline is drawn under the tiles',
    );
    await page.getByText('All 2 stumps it has visited').click();
    const stumps = page.getByRole('list', { name: 'Stumps visited' }).getByRole('button');
    assert.deepEqual(await stumps.allTextContents(), ['Bramble Patch: 1 visit', 'Oak Hollow: 1 visit']);
    await stumps.nth(0).click();
    const popup = page.getByTestId('journey-popup');
    await popup.getByText('Bramble Patch').waitFor();
    assert.match((await popup.textContent()) ?? '', /Bramble Patch1 visitFirst .*\d/);
    await page.getByTestId('visit-line').nth(1).waitFor();
    assert.match((await page.getByTestId('visit-line').first().textContent()) ?? '', /^Visited Bramble Patch on /);
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });
});

describe('admin: Orders', () => {
  it('lists the orders with their totals, refunds one after asking, and edits stock in place', async () => {
    const buyer = await registerFamily(api, 'Rowan');
    await api('POST', '/api/stripe/create-checkout-session', { items: [{ price: 'price_bunny', quantity: 1 }] }, buyer.token);
    const { page, context } = await openTab(browser, system, 'Orders');
    const row = page.getByTestId('order-row').filter({ hasText: buyer.email });
    await row.waitFor();
    assert.match((await row.locator('td').first().textContent()) ?? '', /^SS-[A-HJ-NP-Z2-9]{6}$/);
    assert.deepEqual((await row.locator('td').allTextContents()).slice(2, 7), [
      buyer.email,
      '1 × Bunny',
      '£19.99',
      'Paid',
      'Demo',
    ]);
    await page.getByTestId('orders-totals').waitFor();

    await row.getByRole('button', { name: /^Refund order/ }).click();
    await confirmWith(page, 'Are you sure you want to refund this order?');
    await saysStatus(page, 'Order refunded successfully.');
    await row.locator('td').nth(5).filter({ hasText: 'Refunded' }).waitFor();
    assert.equal(await row.getByRole('button', { name: /^Refund order/ }).count(), 0);

    await page.getByLabel('Status').selectOption({ label: 'Refunded' });
    const statuses = page.getByTestId('order-row').locator('td:nth-child(6)');
    await page.waitForFunction(
      () => {
        const cells = [...document.querySelectorAll('[data-testid="order-row"] td:nth-child(6)')];
        return cells.length > 0 && cells.every((cell) => cell.textContent === 'Refunded');
      },
      undefined,
      { timeout: 10_000 },
    );
    assert.deepEqual([...new Set(await statuses.allTextContents())], ['Refunded']);

    await page.getByLabel('Stock of Hedgehog').fill('0');
    await page.getByTestId('stock-row').filter({ hasText: 'Hedgehog' }).getByRole('button', { name: 'Save' }).click();
    await saysStatus(page, 'Stock of Hedgehog saved.');
    await page
      .getByTestId('stock-row')
      .filter({ hasText: 'Hedgehog' })
      .locator('td')
      .nth(1)
      .filter({ hasText: 'Out of Stock' })
      .waitFor();

    await page.goto('/shop');
    const hedgehog = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { name: 'Hedgehog', exact: true }) });
    await hedgehog.getByText('Out of Stock').waitFor();
    assert.equal(await hedgehog.getByRole('button', { name: /^Buy Now/ }).isDisabled(), true);
    await api('PUT', '/api/products/prod_hedgehog/stock', { stock: null });
    await context.close();
  });
});
