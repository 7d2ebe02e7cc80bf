import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { StationView } from '@storystump/contracts';
import { launchBrowser, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser } from 'playwright-core';
import { adminApi, saysStatus, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';
import { createCharacter, FAMILY_PASSWORD as PASSWORD, registerFamily } from './family-fixtures.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
/** A stump in the middle of Oxford, named as no town is. */
const STUMP = { friendly_name: 'Hollow by the Garden Gate', latitude: 51.752, longitude: -1.2577 };

/** A family whose owl has visited the stump once. */
async function familyWithTravelledOwl() {
  const { id, email } = await registerFamily(api, 'Sorrel');
  const owl = await createCharacter(api, 'owl');
  await api('POST', '/api/characters/addToUser', { serialNumber: owl.serialNumber, userId: id });
  const station = await api<StationView>('POST', '/api/basestations', { base_id: unique('stump'), ...STUMP });
  await api('POST', `/api/characters/visit/${station._id}`, { serialNumber: owl.serialNumber });
  return { email, owl };
}

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe("a character's journey card", () => {
  it("is shared from the character's diary with a link that shows towns and days, and stops when switched off", async () => {
    const { email, owl } = await familyWithTravelledOwl();
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/account');
    await page.getByTestId('character').filter({ hasText: owl.serialNumber }).click();
    await page.getByTestId('diary-link').click();
    const share = page.getByLabel('Share a journey card (towns and days only)');
    assert.equal(await share.isChecked(), false, 'off by default');
    await share.check();
    const link = page.getByRole('link', { name: /\/share\// });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    assert.match(href, /\/share\/[A-Za-z0-9_-]{43}$/);

    const card = await context.newPage();
    await card.goto(href);
    await card.getByRole('heading', { name: "owl's journey" }).waitFor();
    const days = card.getByTestId('journey-days');
    assert.match((await days.textContent())!, /: Oxford$/);
    assert.ok(!(await card.content()).includes(STUMP.friendly_name), 'no stump is named');

    await share.uncheck();
    await saysStatus(page, 'The journey card is no longer shared: its link opens nothing.');
    await card.reload();
    await card
      .getByRole('alert')
      .filter({ hasText: 'This journey card is not shared any more, or its link was replaced.' })
      .waitFor();
    await context.close();
  });
});
