import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CollectionItemView } from '@storystump/contracts';
import {
  launchBrowser,
  sampleStripeCatalog,
  startStripeStandIn,
  startSystem,
  stripeStandInSettings,
  type RunningSystem,
  type StripeStandIn,
} from '@storystump/testing';
import type { Browser } from 'playwright-core';
import { adminApi, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';
import { createCharacter, registerFamily } from './family-fixtures.js';

// A shop of Stripe's products (a Fox, a Badger not for sale and a Wren), on a system of its own.
let standIn: StripeStandIn;
let system: RunningSystem;
let browser: Browser;
let api: AdminApi;

before(async () => {
  standIn = await startStripeStandIn(sampleStripeCatalog());
  [system, browser] = await Promise.all([
    startSystem({ settings: stripeStandInSettings(standIn, 'whsec_friends') }),
    launchBrowser(),
  ]);
  ({ api } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
  await standIn?.stop();
});

describe("a family's woodland friends, typed in lower case, counted against the shop's products", () => {
  it('counts a character typed `fox` as the shop\'s "Fox", in the collection and in the account page\'s line', async () => {
    const { id, email, password, token } = await registerFamily(api, 'Fern');
    const fox = await createCharacter(api, 'fox');
    await createCharacter(api, 'wren');
    await api('POST', '/api/characters/addToUser', { serialNumber: fox.serialNumber, userId: id });

    const collection = await api<CollectionItemView[]>('GET', '/api/characters/collection', undefined, token);
    assert.deepEqual(
      collection.map((friend) => [friend.name, friend.characterType, friend.owned]),
      [
        ['Fox', 'fox', 1],
        ['Wren', 'wren', 0],
      ],
    );

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, context } = await openPage(browser, system.baseUrl, viewport);
      await logIn(page, email, password);
      await page.waitForURL('**/account');
      const line = page.getByTestId('collection');
      await line.filter({ hasText: /woodland friends/ }).waitFor();
      assert.equal(await line.textContent(), 'You have 1 of the 2 woodland friends: fox.');
      await line.click();
      assert.deepEqual(await page.getByTestId('friend-owned').allTextContents(), ['Fox']);
      assert.deepEqual(await page.getByTestId('friend-missing').allTextContents(), ['Wren']);
      await context.close();
    }
  });
});
