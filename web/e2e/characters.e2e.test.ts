import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { AdminCharacterView, CharacterView, StationView } from '@storystump/contracts';
import { launchBrowser, seriousAccessibilityFindings, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { adminApi, openAdminTab as openTab, saysAlert, saysStatus, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';
import { createCharacter, registerFamily } from './family-fixtures.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

const createStation = (friendly_name: string) =>
  api<StationView>('POST', '/api/basestations', {
    base_id: unique('stump'),
    friendly_name,
    latitude: 54.1,
    longitude: -2.9,
  });

const openAdminTab = (tab: string) => openTab(browser, system, tab);
const optionsOf = (page: Page, selector: string) => page.locator(selector).locator('option').allTextContents();

/** In a form's picker: types the search, waits until the select (by its id) offers the value, and chooses it. */
async function pick(page: Page, form: string, search: string, typed: string, select: string, value: string) {
  await page.getByRole('form', { name: form }).getByLabel(search).fill(typed);
  await page.locator(`${select} option[value="${value}"]`).waitFor({ state: 'attached' });
  await page.locator(select).selectOption({ value });
}
const FIND_CHARACTER = 'Find a character by serial or owner';
const FIND_USER = 'Find a user by e-mail or name';
const FIND_STATION = 'Find a station by base ID or name';

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('account page', () => {
  it("lists the user's characters newest first; choosing one shows 'Visited {station} on {date time}', newest first", async () => {
    const user = await registerFamily(api, 'Primrose');
    const owl = await createCharacter(api, 'owl');
    const bunny = await createCharacter(api, 'bunny');
    for (const character of [owl, bunny]) {
      await api('POST', '/api/characters/addToUser', { serialNumber: character.serialNumber, userId: user.id });
    }
    const first = await createStation('Oak Hollow');
    const second = await createStation('Bramble Patch');
    const firstVisit = await api<{ visitDate: string }>('POST', `/api/characters/visit/${first._id}`, {
      serialNumber: owl.serialNumber,
    });
    await api('POST', `/api/characters/visit/${second._id}`, { serialNumber: owl.serialNumber });

    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, user.email, user.password);
    await page.waitForURL('**/account');
    assert.equal(await page.getByTestId('display-name').textContent(), 'Primrose');
    assert.equal(await page.getByTestId('email').textContent(), user.email);
    const characters = page.getByTestId('character');
    await characters.first().waitFor();
    assert.deepEqual(
      await characters.allTextContents(),
      [`bunny${bunny.serialNumber}`, `owl${owl.serialNumber}`],
      'newest first',
    );

    await characters.filter({ hasText: owl.serialNumber }).click();
    const lines = page.getByTestId('visit-line');
    await lines.nth(1).waitFor();
    const texts = await lines.allTextContents();
    assert.equal(texts.length, 2);
    assert.match(texts[0]!, /^Visited Bramble Patch on .+\d.+$/);
    const expectedDate = await page.evaluate(
      (iso) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
      firstVisit.visitDate,
    );
    assert.equal(texts[1], `Visited Oak Hollow on ${expectedDate}`);

    await characters.filter({ hasText: bunny.serialNumber }).click();
    await page.getByText('No visits yet.').waitFor();
    assert.equal(await lines.count(), 0);
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });

  it('says so when the user has no characters yet, and only logs a failed load', async () => {
    const user = await registerFamily(api, 'Thistle');
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, user.email, user.password);
    await page.waitForURL('**/account');
    await page.getByTestId('no-characters').waitFor();

    await page.route(
      (url) => url.pathname === '/api/characters',
      (route) => route.fulfill({ status: 500, body: '' }),
    );
    const logged = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'error' && message.text().includes('Your characters could not be loaded'),
    });
    await page.reload();
    await logged;
    await page.getByTestId('display-name').waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
    assert.equal(await page.getByTestId('no-characters').count(), 0);
    await context.close();
  });
});

describe('admin: Characters', () => {
  it('adds a type, creates a character, assigns it, adds a visit and shows its visits, saying so each time', async () => {
    const user = await registerFamily(api, 'Clover');
    const station = await createStation('Foxglove Dell');
    const owned = await createCharacter(api, 'owl');
    await api('POST', '/api/characters/addToUser', { serialNumber: owned.serialNumber, userId: user.id });
    const { page, context } = await openAdminTab('Characters');

    const typeName = unique('badger');
    await page.getByLabel('Encrypted type').fill(unique('enc'));
    await page.getByLabel('Type', { exact: true }).fill(typeName);
    await page.getByRole('button', { name: 'Add Character Type' }).click();
    await saysStatus(page, `Character type added: ${typeName}`);
    await page.getByRole('list', { name: 'Character types' }).getByText(typeName).waitFor();

    const serial = unique('BDG');
    await page.getByLabel('Character type', { exact: true }).selectOption({ label: typeName });
    await page.getByLabel('Serial number').fill(serial);
    await page.getByRole('button', { name: 'Create Character' }).click();
    await saysStatus(page, `Character created: ${serial}`);
    const row = page.getByTestId('character-row').filter({ hasText: serial });
    await row.waitFor();
    const { claimCode } = (await api<AdminCharacterView[]>('GET', '/api/characters/all')).find((c) => c.serialNumber === serial)!;
    assert.deepEqual((await row.locator('td').allTextContents()).slice(1, 4), [claimCode, typeName, 'Unassigned']);

    const assignForm = page.getByRole('form', { name: 'Assign character' });
    await assignForm.getByLabel(FIND_CHARACTER).fill(owned.serialNumber);
    await page
      .locator('#assign-character option')
      .first()
      .filter({ hasText: 'No character matches' })
      .waitFor({ state: 'attached' });
    assert.ok(
      !(await optionsOf(page, '#assign-character')).some((text) => text.startsWith(owned.serialNumber)),
      'an owned character is not offered',
    );
    await pick(page, 'Assign character', FIND_CHARACTER, serial, '#assign-character', serial);
    assert.ok((await optionsOf(page, '#assign-character')).some((text) => text.startsWith(serial)));
    await pick(page, 'Assign character', FIND_USER, user.email, '#assign-user', user.id);
    await page.getByRole('button', { name: 'Assign to User' }).click();
    await saysStatus(page, 'Character assigned to user successfully.');
    await page.getByTestId('character-row').filter({ hasText: serial }).filter({ hasText: 'Clover' }).waitFor();

    const created = page.getByTestId('character-row').filter({ hasText: serial });
    const characterId = (await api<CharacterView[]>('GET', '/api/characters/all')).find((c) => c.serialNumber === serial)!._id;
    await pick(page, 'Add visit', FIND_CHARACTER, serial, '#visit-character', characterId);
    await pick(page, 'Add visit', FIND_STATION, station.base_id, '#visit-station', station._id);
    await page.getByRole('button', { name: 'Add Visit' }).click();
    await saysStatus(page, 'Visit added successfully.');
    await created.getByRole('button', { name: `View visits of ${serial}` }).click();
    const line = page.getByTestId('visit-line').first();
    await line.waitFor();
    assert.match((await line.textContent())!, /^Visited Foxglove Dell on .+$/);
    await context.close();
  });

  it("shows 'Error: ' and the server's message, or the default texts, for every change", async () => {
    const taken = await createCharacter(api, 'owl');
    const station = await createStation('Rowan Rise');
    const user = await registerFamily(api, 'Sage');
    const { page, context } = await openAdminTab('Characters');
    await page.getByTestId('character-row').first().waitFor();

    await page.getByLabel('Character type', { exact: true }).selectOption({ label: 'owl' });
    await page.getByLabel('Serial number').fill(taken.serialNumber);
    await page.getByRole('button', { name: 'Create Character' }).click();
    await saysAlert(page, `Error: A character with the serial number "${taken.serialNumber}" already exists`);

    await page.route(/\/api\/(characters\/(createAsAdmin|addToUser|visit\/.*)|characterTypes\/appendtype)$/, (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.getByLabel('Serial number').fill(unique('SN'));
    await page.getByRole('button', { name: 'Create Character' }).click();
    await saysAlert(page, 'Error: Failed to create character');

    await pick(page, 'Assign character', FIND_CHARACTER, taken.serialNumber, '#assign-character', taken.serialNumber);
    await pick(page, 'Assign character', FIND_USER, user.email, '#assign-user', user.id);
    await page.getByRole('button', { name: 'Assign to User' }).click();
    await saysAlert(page, 'Error: Failed to assign character');

    await pick(page, 'Add visit', FIND_CHARACTER, taken.serialNumber, '#visit-character', taken._id);
    await pick(page, 'Add visit', FIND_STATION, station.base_id, '#visit-station', station._id);
    await page.getByRole('button', { name: 'Add Visit' }).click();
    await saysAlert(page, 'Error: Failed to add visit');

    await page.getByLabel('Encrypted type').fill(unique('enc'));
    await page.getByLabel('Type', { exact: true }).fill('fox');
    await page.getByRole('button', { name: 'Add Character Type' }).click();
    await saysAlert(page, 'Error: Failed to add character type');
    await context.close();
  });

  it('says which list could not be fetched', async () => {
    const character = await createCharacter(api, 'hedgehog');
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, system.adminEmail, system.adminPassword);
    await page.waitForURL('**/account');
    // The list's pages and the pickers' matches alike.
    const lists = /\/api\/(characters\/all|characterTypes)(\?.*)?$/;
    await page.route(lists, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Characters' }).click();
    await saysAlert(page, 'Failed to fetch characters.');
    await saysAlert(page, 'Failed to fetch character types.');
    await page.unroute(lists);

    await page.route(/\/api\/characters\/[^/]+\/visits/, (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('tab', { name: 'Characters' }).click();
    await page.getByRole('button', { name: `View visits of ${character.serialNumber}` }).click();
    await saysAlert(page, 'Failed to fetch visits');
    await context.close();
  });
});
