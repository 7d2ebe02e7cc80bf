import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { StationStatusView, StationView } from '@storystump/contracts';
import {
  eventually,
  launchBrowser,
  seriousAccessibilityFindings,
  startSystem,
  zipOf,
  type RunningSystem,
} from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { adminApi, openAdminTab as openTab, saysAlert, saysStatus, uploadVersionByApi, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
let adminToken: string;
let apiAddress: string;
const uniqueBaseId = () => `stump-${randomUUID().slice(0, 8)}`;

const createStation = (fields: Partial<StationView> = {}) =>
  api<StationView>('POST', '/api/basestations', {
    base_id: uniqueBaseId(),
    friendly_name: 'Hazel Copse',
    latitude: 53.1,
    longitude: -2.2,
    ...fields,
  });

const openAdminTab = (tab: string) => openTab(browser, system, tab);
const confirmWith = async (page: Page, question: string) => {
  const dialog = page.getByRole('dialog');
  assert.equal(await dialog.locator('p').textContent(), question);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};

const beatWith = (apiKey: string) =>
  fetch(`${system.baseUrl}/api/device/v1/heartbeat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `ApiKey ${apiKey}`, 'x-forwarded-for': apiAddress },
    body: JSON.stringify({ runningVersion: 'v1.0.0', uptimeSeconds: 5 }),
  });

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api, token: adminToken, address: apiAddress } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('admin: Base Stations', () => {
  it('creates, edits and (after confirming) deletes a station, saying so each time', async () => {
    const { page, context } = await openAdminTab('Base Stations');
    const baseId = uniqueBaseId();
    await page.getByLabel('Base ID').first().fill(baseId);
    await page.getByLabel('Friendly name').first().fill('Willow Bend');
    await page.getByLabel('Latitude').first().fill('51.12345678');
    await page.getByLabel('Longitude').first().fill('-1.5');
    await page.getByRole('button', { name: 'Create Base Station' }).click();
    const created = page.getByRole('status').filter({ hasText: /^Base station created successfully with ID: [0-9a-f-]{36}$/ });
    await created.waitFor();
    const row = page.getByTestId('station-row').filter({ hasText: baseId });
    // The first cell holds the row's checkbox.
    assert.equal(await row.locator('td').nth(3).textContent(), '51.12345678');
    assert.equal(await row.locator('td').nth(5).textContent(), 'Never');

    await row.getByRole('button', { name: `Edit ${baseId}` }).click();
    const editing = page.getByTestId('station-edit-row');
    await editing.getByLabel('Friendly name').fill('Willow Bend North');
    await editing.getByLabel('Updates from (UTC)').fill('01:00');
    await editing.getByLabel('Updates until (UTC)').fill('05:30');
    await editing.getByRole('button', { name: 'Save' }).click();
    await saysStatus(page, 'Base station updated successfully.');
    await page.getByTestId('station-row').filter({ hasText: 'Willow Bend North' }).waitFor();
    const windowOf = async () =>
      (await api<StationStatusView[]>('GET', '/api/basestations/status')).find((status) => status.base_id === baseId)!
        .updateWindow;
    assert.deepEqual(await windowOf(), { start: '01:00', end: '05:30' });

    // The window is shown when editing again; clearing both times clears it.
    await page.getByRole('button', { name: `Edit ${baseId}` }).click();
    assert.equal(await page.getByTestId('station-edit-row').getByLabel('Updates from (UTC)').inputValue(), '01:00');
    await page.getByTestId('station-edit-row').getByLabel('Updates from (UTC)').fill('');
    await page.getByTestId('station-edit-row').getByLabel('Updates until (UTC)').fill('');
    await page.getByTestId('station-edit-row').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('station-edit-row').waitFor({ state: 'detached' });
    assert.equal(await windowOf(), null);

    await page.getByRole('button', { name: `Delete ${baseId}` }).click();
    await confirmWith(page, 'Are you sure you want to delete this base station?');
    await saysStatus(page, 'Base station deleted successfully.');
    await page.getByTestId('station-row').filter({ hasText: baseId }).waitFor({ state: 'detached' });
    await context.close();
  });

  it("shows 'Error: ' and the server's message, or the default texts", async () => {
    const taken = await createStation();
    const { page, context } = await openAdminTab('Base Stations');
    await page.getByLabel('Base ID').first().fill(taken.base_id);
    await page.getByLabel('Friendly name').first().fill('Copy');
    await page.getByLabel('Latitude').first().fill('1');
    await page.getByLabel('Longitude').first().fill('1');
    await page.getByRole('button', { name: 'Create Base Station' }).click();
    await saysAlert(page, `Error: A base station with the base_id "${taken.base_id}" already exists`);

    await page.route(/\/api\/basestations(\/[^/]+)?$/, (route) =>
      route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 500, body: '' }),
    );
    await page.getByRole('button', { name: 'Create Base Station' }).click();
    await saysAlert(page, 'Error: Failed to create base station');
    const row = page.getByTestId('station-row').filter({ hasText: taken.base_id });
    await row.getByRole('button', { name: `Edit ${taken.base_id}` }).click();
    const editing = page.getByTestId('station-edit-row');
    await editing.getByRole('button', { name: 'Save' }).click();
    await saysAlert(page, 'Error: Failed to update base station');
    await editing.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Delete ${taken.base_id}` }).click();
    await confirmWith(page, 'Are you sure you want to delete this base station?');
    await saysAlert(page, 'Error: Failed to delete base station');
    await context.close();
  });

  it("shows 'Failed to fetch base stations.' when the list cannot be loaded", async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, system.adminEmail, system.adminPassword);
    await page.waitForURL('**/account');
    await page.route(/\/api\/basestations\/status\?/, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Base Stations' }).click();
    await saysAlert(page, 'Failed to fetch base stations.');
    await context.close();
  });

  it("shows each station's last contact and running version from its heartbeats, and assigns it a version", async () => {
    const station = await createStation();
    const { apiKey } = await api<{ apiKey: string }>('POST', '/api/apikeys/generate', { baseStationId: station._id });
    const beat = await fetch(`${system.baseUrl}/api/device/v1/heartbeat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `ApiKey ${apiKey}`, 'x-forwarded-for': apiAddress },
      body: JSON.stringify({ runningVersion: 'v3.1.4', uptimeSeconds: 42 }),
    });
    assert.equal(beat.status, 200);
    const { page, context } = await openAdminTab('Base Stations');
    const row = page.getByTestId('station-row').filter({ hasText: station.base_id });
    // The statuses arrive beside the list: wait for them rather than read the first paint.
    await row.locator('td').nth(6).filter({ hasText: 'v3.1.4' }).waitFor();
    assert.equal(await row.locator('td').nth(5).textContent(), 'Just now');
    assert.deepEqual(await seriousAccessibilityFindings(page), []);

    const tag = `bulk-${randomUUID().slice(0, 8)}`;
    await uploadByApi(tag);
    await page.reload();
    await page.getByRole('tab', { name: 'Base Stations' }).click();
    await page.getByLabel(`Select ${station.base_id}`).check();
    await page.getByLabel('Version to assign').selectOption({ label: tag });
    await page.getByRole('button', { name: 'Assign to selected (1)' }).click();
    await confirmWith(page, `Assign ${tag} to the 1 selected station?`);
    await saysStatus(page, `${tag} assigned to 1 station: 1 changed.`);
    const keys = await api<Array<{ baseStation: { _id: string } | null; assignedVersion: { tag: string } | null }>>(
      'GET',
      '/api/apikeys',
    );
    assert.equal(keys.find((key) => key.baseStation?._id === station._id)?.assignedVersion?.tag, tag);
    await context.close();
  });
  it('reports a station stolen or lost after confirming: its keys are refused and the row says so', async () => {
    const station = await createStation();
    const { apiKey } = await api<{ apiKey: string }>('POST', '/api/apikeys/generate', { baseStationId: station._id });
    assert.equal((await beatWith(apiKey)).status, 200);
    const { page, context } = await openAdminTab('Base Stations');
    await page.getByLabel('Search by base ID or name').fill(station.base_id);
    const row = page.getByTestId('station-row').filter({ hasText: station.base_id });
    await row.getByRole('button', { name: `Report ${station.base_id} stolen or lost` }).click();
    await confirmWith(
      page,
      `Report ${station.base_id} stolen or lost? Every key of it is revoked at once and it is offered no firmware.`,
    );
    await saysStatus(page, `${station.base_id} reported stolen or lost: 1 key revoked.`);
    await row.getByRole('button', { name: `Report ${station.base_id} stolen or lost` }).waitFor({ state: 'detached' });
    assert.match((await row.locator('td').last().textContent())!, /Stolen or lost/);
    assert.equal((await beatWith(apiKey)).status, 401);
    const status = await api<StationStatusView>('GET', `/api/basestations/${station._id}/status`);
    assert.equal(status.lost, true);
    await context.close();
  });
});

describe('admin: API Keys', () => {
  it('generates a key shown once with a copy button, assigns a version and revokes after confirming', async () => {
    const station = await createStation();
    const tag = `v-${randomUUID().slice(0, 8)}`;
    await uploadByApi(tag);
    const { page, context } = await openAdminTab('API Keys');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.getByRole('button', { name: 'Generate API Key' }).click();
    await saysAlert(page, 'Please select a base station.');
    await page.getByLabel('Find a station by base ID or name').fill(station.base_id);
    await page.locator(`#key-station option[value="${station._id}"]`).waitFor({ state: 'attached' });
    await page.getByLabel('Base station').selectOption(station._id);
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    const generated = page.getByRole('status').filter({ hasText: /^API Key generated: ssk_[A-Za-z0-9_-]{43}$/ });
    await generated.waitFor();
    const key = (await generated.textContent())!.replace('API Key generated: ', '');
    await page.getByTestId('new-api-key').getByRole('button', { name: 'Copy' }).click();
    await page.getByTestId('new-api-key').getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key);

    const row = page.getByTestId('apikey-row').filter({ hasText: key.slice(0, 12) });
    assert.ok(!((await row.textContent()) ?? '').includes(key));
    await row.getByRole('button', { name: /^Assign version/ }).click();
    await saysAlert(page, 'Please select a version to assign.');
    await row.getByRole('combobox').selectOption({ label: tag });
    await row.getByRole('button', { name: /^Assign version/ }).click();
    await saysStatus(page, 'Version assigned successfully.');
    await row.filter({ hasText: tag }).waitFor();

    await row.getByRole('button', { name: /^Revoke/ }).click();
    await confirmWith(page, 'Are you sure you want to revoke this API key?');
    await saysStatus(page, 'API key revoked successfully.');
    await row.filter({ hasText: 'Revoked' }).waitFor();
    assert.equal(await row.getByRole('button', { name: /^Revoke/ }).count(), 0);
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });

  it('rotates a key after confirming: the successor is shown once and both are accepted in the grace window', async () => {
    const station = await createStation();
    const old = await api<{ _id: string; apiKey: string }>('POST', '/api/apikeys/generate', { baseStationId: station._id });
    const { page, context } = await openAdminTab('API Keys');
    await page.getByLabel('Search by base ID').fill(station.base_id);
    // The successor's row names the old key too: a row is found by the key in its own first cell.
    const rowOf = (key: string) =>
      page.getByTestId('apikey-row').filter({ has: page.locator('code', { hasText: key.slice(0, 12) }) });
    const row = rowOf(old.apiKey);
    await row.getByRole('button', { name: /^Rotate/ }).click();
    const dialog = page.getByRole('dialog');
    assert.match(
      (await dialog.locator('p').textContent())!,
      /^Issue a successor for ssk_.+…\? The old key is accepted until the grace window ends, then refused\.$/,
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Successor issued: / })
      .waitFor();
    const successor = (await page.getByTestId('new-api-key').locator('code').textContent())!;
    assert.match(successor, /^ssk_[A-Za-z0-9_-]{43}$/);
    await row.filter({ hasText: /Rotated: accepted until / }).waitFor();
    assert.equal(await row.getByRole('button', { name: /^Rotate/ }).count(), 0);
    const successorRow = rowOf(successor);
    await successorRow.filter({ hasText: /Successor of ssk_.+… \(both accepted until / }).waitFor();
    assert.ok(!((await successorRow.textContent()) ?? '').includes(successor));
    assert.equal((await beatWith(old.apiKey)).status, 200);
    assert.equal((await beatWith(successor)).status, 200);
    await context.close();
  });

  it('shows the default failure texts when the server gives no message', async () => {
    const station = await createStation();
    await uploadByApi(`v-${randomUUID().slice(0, 8)}`);
    await api('POST', '/api/apikeys/generate', { baseStationId: station._id });
    const { page, context } = await openAdminTab('API Keys');
    await page.route(/\/api\/apikeys\/(generate|revoke\/.+|assign-version)$/, (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.getByLabel('Find a station by base ID or name').fill(station.base_id);
    await page.locator(`#key-station option[value="${station._id}"]`).waitFor({ state: 'attached' });
    await page.getByLabel('Base station').selectOption(station._id);
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    await saysAlert(page, 'Error: Failed to generate API key');
    const row = page.getByTestId('apikey-row').filter({ hasText: station.base_id });
    await row.getByRole('combobox').selectOption({ index: 1 });
    await row.getByRole('button', { name: /^Assign version/ }).click();
    await saysAlert(page, 'Error: Failed to assign version');
    await row.getByRole('button', { name: /^Revoke/ }).click();
    await confirmWith(page, 'Are you sure you want to revoke this API key?');
    await saysAlert(page, 'Error: Failed to revoke API key');
    await context.close();
  });

  it("shows 'Failed to fetch API keys.' when the list cannot be loaded", async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, system.adminEmail, system.adminPassword);
    await page.waitForURL('**/account');
    await page.route(/\/api\/apikeys\?/, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'API Keys' }).click();
    await saysAlert(page, 'Failed to fetch API keys.');
    await context.close();
  });
});

const uploadByApi = (tag: string) => uploadVersionByApi(system, { api, token: adminToken, address: apiAddress }, tag);

describe('admin: Version Upload', () => {
  it('uploads a .zip with a progress bar, lists it, downloads it and deletes it after confirming', async () => {
    const { page, context } = await openAdminTab('Version Upload');
    assert.equal(await page.getByLabel('Version file (.zip)').getAttribute('accept'), '.zip,application/zip');
    await page.getByRole('button', { name: 'Upload Version' }).click();
    await saysAlert(page, 'Tag and file are required.');

    const tag = `v-${randomUUID().slice(0, 8)}`;
    const zip = await zipOf([{ name: 'story.bin', content: 'once upon a time'.repeat(1000) }]);
    await page.getByLabel('Version tag').fill(tag);
    await page
      .getByLabel('Version file (.zip)')
      .setInputFiles({ name: 'firmware.zip', mimeType: 'application/zip', buffer: zip });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/versions\/upload$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Upload Version' }).click();
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    release();
    await saysStatus(page, 'Version uploaded successfully.');
    const row = page.getByTestId('version-row').filter({ hasText: tag });
    await row.waitFor();
    assert.equal(await page.getByLabel('Version tag').inputValue(), '');

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${tag}` }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), `${tag}.zip`);

    await row.getByRole('button', { name: `Delete ${tag}` }).click();
    await confirmWith(page, 'Are you sure you want to delete this version?');
    await saysStatus(page, 'Version deleted successfully.');
    await row.waitFor({ state: 'detached' });
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });

  it("shows the server's message on a refused upload or delete, else 'Upload failed.' and 'Delete failed.'", async () => {
    const assignedTag = `v-${randomUUID().slice(0, 8)}`;
    const version = await uploadByApi(assignedTag);
    const station = await createStation();
    const { _id } = await api<{ _id: string }>('POST', '/api/apikeys/generate', { baseStationId: station._id });
    await api('POST', '/api/apikeys/assign-version', { apiKeyId: _id, versionId: version._id });

    const { page, context } = await openAdminTab('Version Upload');
    await page.getByLabel('Version tag').fill(`v-${randomUUID().slice(0, 8)}`);
    await page
      .getByLabel('Version file (.zip)')
      .setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
    await page.getByRole('button', { name: 'Upload Version' }).click();
    await saysAlert(page, 'The file is not a readable zip archive');

    const row = page.getByTestId('version-row').filter({ hasText: assignedTag });
    await row.getByRole('button', { name: `Delete ${assignedTag}` }).click();
    await confirmWith(page, 'Are you sure you want to delete this version?');
    await saysAlert(page, 'This version is assigned to 1 active API key: assign it another version first');

    await page.route(/\/api\/versions(\/upload|\/[0-9a-f-]{36})$/, (route) =>
      route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 500, body: '' }),
    );
    await page.getByRole('button', { name: 'Upload Version' }).click();
    await saysAlert(page, 'Upload failed.');
    await row.getByRole('button', { name: `Delete ${assignedTag}` }).click();
    await confirmWith(page, 'Are you sure you want to delete this version?');
    await saysAlert(page, 'Delete failed.');
    await context.close();
  });
});

describe('the map', () => {
  it("shows 'Our Locations', a 500 px map, one marker per station and the Base Stations counter", async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    // The counter adds up the map's clusters, which catch up with a station another test has just
    // added once its change reaches the map: the page is read again until both say the same.
    const { counted, stations } = await eventually(
      async () => {
        await page.goto('/map');
        const shown = page.getByTestId('station-count');
        await shown.filter({ hasText: /^[1-9]/ }).waitFor();
        const listed = (await (await fetch(`${system.baseUrl}/api/basestations`)).json()) as StationView[];
        return { counted: Number((await shown.textContent())!.replaceAll(',', '')), stations: listed };
      },
      ({ counted, stations: listed }) => counted === listed.length,
      30_000,
    );
    assert.equal(counted, stations.length, 'the counter says how many stations there are');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Our Locations');
    const map = page.getByTestId('stations-map');
    assert.equal(Math.round((await map.boundingBox())!.height), 500);
    await map.locator('canvas').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="stations-map"]')?.hasAttribute('data-markers'));
    const drawn = Number(await map.getAttribute('data-markers')) + Number(await map.getAttribute('data-clusters'));
    assert.ok(drawn > 0 && drawn <= stations.length);
    await context.close();
  });

  it("opens a station's popup with its name and a 'View on Google Maps' link, from the list and from its marker", async () => {
    // Far from every other test's stations, so its marker stands alone at any zoom.
    const lonely = await createStation({
      friendly_name: `Shetland Stump ${randomUUID().slice(0, 4)}`,
      latitude: 60.15,
      longitude: -1.15,
    });
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/map');
    const map = page.getByTestId('stations-map');
    await page.waitForFunction(() => document.querySelector('[data-testid="stations-map"]')?.hasAttribute('data-markers'));
    await page.getByText('List of base stations').click();
    const drawn = page.waitForResponse((res) => res.url().includes('/api/basestations?bbox=') && res.url().includes('zoom=6'));
    await page.getByRole('button', { name: lonely.friendly_name }).click();
    const popup = page.getByTestId('station-popup');
    await popup.getByText(lonely.friendly_name).waitFor();
    const link = popup.getByRole('link', { name: 'View on Google Maps' });
    assert.equal(await link.getAttribute('href'), 'https://www.google.com/maps/search/?api=1&query=60.15,-1.15');
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.getByText(lonely.friendly_name).waitFor({ state: 'detached' });

    // The list centred the map on the station: the map asked for its new view, its marker is in the middle, and a click there opens it.
    await drawn;
    await page.waitForTimeout(300);
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await popup.getByText(lonely.friendly_name).waitFor();
    await context.close();
  });

  it('says on the counter when the stations cannot be loaded, never "0"', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route(/\/api\/basestations(\?|$)/, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/map');
    await page.getByRole('heading', { name: 'Our Locations' }).waitFor();
    await page.waitForFunction(() => true);
    const deadline = Date.now() + 5000;
    while (!errors.some((e) => e.includes('Failed to load base stations')) && Date.now() < deadline)
      await page.waitForTimeout(50);
    assert.ok(errors.some((e) => e.includes('Failed to load base stations')));
    const failure = page.getByRole('alert').filter({ hasText: 'Base Stations: could not be loaded, please try again later.' });
    await failure.waitFor();
    assert.equal(await page.getByTestId('station-count').count(), 0);
    await context.close();
  });
});
