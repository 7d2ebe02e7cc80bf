import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { AdminCharacterView, CharacterTypeView, MissionView, StationView, UserView } from '@storystump/contracts';
import { eventually, launchBrowser, seriousAccessibilityFindings, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser } from 'playwright-core';
import { adminApi, openAdminTab, saysStatus, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';

const PASSWORD = 'acorns-and-oak';
const PHONE = { width: 390, height: 844 };

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

/** A family with an owl that a stump has seen twice, at two stumps 11.1 km apart, and a mission of two stumps for owls. */
async function familyWithATravelledOwl() {
  const email = `${unique('rowan')}@example.test`;
  const { token } = await api<{ token: string }>(
    'POST',
    '/api/auth/register',
    { displayName: 'Rowan', email, password: PASSWORD },
    '',
  );
  const me = await api<UserView>('GET', '/api/users/me', undefined, token);
  const owlType = unique('owl');
  const type = await api<CharacterTypeView>('POST', '/api/characterTypes/appendtype', {
    characterEncryptedType: unique('enc'),
    characterType: owlType,
  });
  const owl = await api<AdminCharacterView>('POST', '/api/characters/createAsAdmin', {
    encryptedCharacterType: type.characterEncryptedType,
    serialNumber: unique('SN'),
  });
  await api('POST', '/api/characters/addToUser', { serialNumber: owl.serialNumber, userId: me._id });
  const mission = await api<MissionView>('POST', '/api/missions', {
    title: unique('Two stumps'),
    description: 'Visit two different stumps',
    rule: { kind: 'distinctStumps', count: 2 },
    characterType: owlType,
    badge: 'Wayfinder',
  });
  for (const latitude of [52, 52.1]) {
    const station = await api<StationView>('POST', '/api/basestations', {
      base_id: unique('stump'),
      friendly_name: unique('Oak'),
      latitude,
      longitude: -1,
    });
    const { apiKey } = await api<{ apiKey: string }>('POST', '/api/apikeys/generate', { baseStationId: station._id });
    const res = await fetch(`${system.baseUrl}/api/device/v1/visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `ApiKey ${apiKey}` },
      body: JSON.stringify({
        visits: [
          { eventId: randomUUID(), serialNumber: owl.serialNumber, occurredAt: new Date(Date.now() - 1000).toISOString() },
        ],
      }),
    });
    assert.equal(res.status, 200, await res.text());
  }
  return { email, owl, mission };
}

describe("a character's diary in the browser", () => {
  it('opens from the account page with its figures, months and the finished mission with its badge', async () => {
    const { email, owl, mission } = await familyWithATravelledOwl();
    const { context, page } = await openPage(browser, system.baseUrl, PHONE);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/account');
    assert.equal(await page.getByTestId('mission-mails').isChecked(), true, 'mails are on until the family turns them off');
    await page.getByTestId('character').first().click();
    await page.getByTestId('diary-link').click();
    await page.waitForURL(`**/account/characters/${owl._id}`);
    assert.equal(await page.getByTestId('diary-stumps').textContent(), '2');
    assert.equal(await page.getByTestId('diary-distance').textContent(), '11.1 km');
    assert.equal(await page.getByTestId('diary-streak').textContent(), '1 week in a row');
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    assert.deepEqual(await page.getByTestId('diary-month').allTextContents(), [`${month} 2 visits`]);
    const card = page.getByTestId('diary-mission').filter({ hasText: mission.title });
    // The completion arrives through the visits' events: the diary shows it once it is recorded.
    await eventually(
      async () => {
        await page.reload();
        return card.getByTestId('mission-badge').isVisible();
      },
      (shown) => shown,
      20_000,
    );
    assert.equal(await card.getByTestId('mission-badge').textContent(), 'Wayfinder');
    assert.equal(await card.getByTestId('mission-progress').textContent(), '2 of 2');
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(pageWidth <= PHONE.width, `the page is ${pageWidth} px wide`);
    await context.close();
  });

  it("is not found for another family's character", async () => {
    const { owl } = await familyWithATravelledOwl();
    const other = await familyWithATravelledOwl();
    const { context, page } = await openPage(browser, system.baseUrl);
    await logIn(page, other.email, PASSWORD);
    await page.waitForURL('**/account');
    await page.goto(`/account/characters/${owl._id}`);
    await page.getByRole('alert').filter({ hasText: 'Character not found' }).waitFor();
    assert.equal(await page.getByTestId('diary-stumps').count(), 0);
    await context.close();
  });

  it('turns the mails about missions off from the account page, and keeps the choice', async () => {
    const { email } = await familyWithATravelledOwl();
    const { context, page } = await openPage(browser, system.baseUrl);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/account');
    // The box shows the choice the server holds: it turns off once the server has it.
    await page.getByTestId('mission-mails').click();
    assert.equal(
      await eventually(
        () => page.getByTestId('mission-mails').isChecked(),
        (checked) => !checked,
      ),
      false,
    );
    await page.reload();
    await page.getByTestId('mission-mails').waitFor();
    assert.equal(await page.getByTestId('mission-mails').isChecked(), false);
    await context.close();
  });
});

describe('the Missions tab', () => {
  it('adds a mission, lists it and deletes it', async () => {
    const { context, page } = await openAdminTab(browser, system, 'Missions');
    const panel = page.getByRole('tabpanel', { name: 'Missions' });
    const title = unique('Three stumps');
    const form = panel.getByRole('form', { name: 'Add mission' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Visit three different stumps');
    await form.getByLabel('Counts').selectOption('distinctStumps');
    await form.getByLabel('Goal').fill('3');
    await form.getByLabel('Badge (optional)').fill('Explorer');
    await form.getByRole('button', { name: 'Add Mission' }).click();
    await saysStatus(page, `Mission added: ${title}`);
    const row = panel.getByTestId('mission-row').filter({ hasText: title });
    await row.waitFor();
    assert.deepEqual((await row.locator('td').allTextContents()).slice(0, 4), [
      title,
      '3 × different stumps',
      'Every character',
      'Explorer',
    ]);
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await saysStatus(page, `Mission deleted: ${title}`);
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
