import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { EffectiveConfig, StationView } from '@storystump/contracts';
import { launchBrowser, seriousAccessibilityFindings, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser } from 'playwright-core';
import { adminApi, openAdminTab as openTab, saysAlert, saysStatus, type AdminApi } from './admin-session.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
let apiAddress: string;

const openAdminTab = (tab: string) => openTab(browser, system, tab);

/** A new station and its stump, which reads its configuration and reports applying it. */
async function stationWithStump(name: string) {
  const station = await api<StationView>('POST', '/api/basestations', {
    base_id: `stump-${randomUUID().slice(0, 8)}`,
    friendly_name: name,
    latitude: 52.2,
    longitude: -1.4,
  });
  const { apiKey } = await api<{ apiKey: string }>('POST', '/api/apikeys/generate', { baseStationId: station._id });
  const headers = { authorization: `ApiKey ${apiKey}`, 'x-forwarded-for': apiAddress };
  const applyConfig = async () => {
    const res = await fetch(`${system.baseUrl}/api/device/v1/config`, { headers });
    assert.equal(res.status, 200);
    const { version } = (await res.json()) as EffectiveConfig;
    const applied = await fetch(`${system.baseUrl}/api/device/v1/config/applied`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ version }),
    });
    assert.equal(applied.status, 200);
    return version;
  };
  return { station, applyConfig };
}

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api, address: apiAddress } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('admin: stump configuration', () => {
  it('edits the fleet defaults on the Fleet tab and lists the stumps behind until they apply them', async () => {
    const { station, applyConfig } = await stationWithStump('Rowan Dell');
    const { page, context } = await openAdminTab('Fleet');
    // The stations longest behind are listed; other tests' stations may come before this new one.
    const drift = page.getByTestId('config-drift');
    await drift.getByText(/^[\d,]+ of [\d,]+ stations are behind their configuration\.$/).waitFor();
    const firstRow = drift.getByTestId('drift-row').first();
    await firstRow.waitFor();
    assert.match((await firstRow.locator('td').nth(3).textContent())!, /^(None|\d+)$/);

    const form = page.getByRole('form', { name: 'Save fleet defaults' });
    await form.getByLabel('Volume (0-100)').fill('101');
    await form.getByRole('button', { name: 'Save fleet defaults' }).click();
    await saysAlert(page, 'Error: volume must be a whole number from 0 to 100');

    await form.getByLabel('Volume (0-100)').fill('65');
    await form.getByLabel('Time zone').fill('Europe/Atlantis');
    await form.getByRole('button', { name: 'Save fleet defaults' }).click();
    await saysAlert(page, 'Error: timeZone must be a known time zone such as Europe/London, not "Europe/Atlantis"');

    await form.getByLabel('Time zone').fill('Europe/Paris');
    await form.getByLabel(/^Quiet hours/).fill('22:00-07:00');
    await form.getByRole('button', { name: 'Save fleet defaults' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Fleet defaults saved: version \d+\.$/ })
      .waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);

    const applied = await applyConfig();
    const own = await api<{ reported: { version: number } | null; driftSince: string | null }>(
      'GET',
      `/api/basestations/${station._id}/config`,
    );
    assert.deepEqual([own.reported?.version, own.driftSince], [applied, null]);
    await context.close();
  });

  it("searches the drift list by base ID or name, the count staying the whole fleet's", async () => {
    const { station } = await stationWithStump(`Guelder Rose ${randomUUID().slice(0, 6)}`);
    const { page, context } = await openAdminTab('Fleet');
    const drift = page.getByTestId('config-drift');
    const count = drift.getByText(/^[\d,]+ of [\d,]+ stations are behind their configuration\.$/);
    await count.waitFor();
    await drift.getByTestId('drift-row').first().waitFor();

    await drift.getByLabel('Search the drift (base ID or name)').fill(station.friendly_name.toUpperCase());
    await drift.getByTestId('drift-row').filter({ hasText: station.base_id }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="drift-row"]').length === 1);
    assert.deepEqual(await drift.getByTestId('drift-row').locator('td').nth(1).textContent(), station.friendly_name);
    const [behind, stations] = (await count.textContent())!.match(/[\d,]+/g)!.map((figure) => Number(figure.replace(/,/g, '')));
    assert.ok(stations! > 1 && behind! >= 1, 'the count is over the whole fleet');

    await drift.getByLabel('Search the drift (base ID or name)').fill('no-such-stump_%');
    await drift.getByText('No station behind its configuration matches "no-such-stump_%".').waitFor();
    assert.equal(await drift.getByTestId('drift-row').count(), 0);
    await count.waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });

  it("shows a station's desired and reported configuration side by side and saves its own values", async () => {
    const { station, applyConfig } = await stationWithStump('Elder Brook');
    const { page, context } = await openAdminTab('Base Stations');
    await page.getByLabel('Search by base ID or name').fill(station.base_id);
    await page.getByRole('button', { name: `Details of ${station.base_id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Elder Brook (${station.base_id})` });
    const table = dialog.getByRole('table', { name: 'Desired and reported configuration' });
    await table.waitFor();
    const versionRow = table.getByRole('row', { name: /^Version/ });
    assert.match((await versionRow.textContent())!, /Not reported yet/);
    await dialog
      .getByTestId('station-config-state')
      .filter({ hasText: /^Behind for / })
      .waitFor();

    const form = dialog.getByRole('form', { name: 'Save station configuration' });
    const volume = form.getByRole('textbox', { name: 'Volume (0-100)', exact: true });
    assert.equal(await volume.isDisabled(), true);
    await form.getByRole('checkbox', { name: 'Own value: Volume (0-100)' }).check();
    await volume.fill('25');
    const greeting = form.getByRole('textbox', { name: 'Greeting', exact: true });
    await form.getByRole('checkbox', { name: 'Own value: Greeting' }).check();
    await greeting.fill('<b>Hello</b>');
    await form.getByRole('button', { name: 'Save station configuration' }).click();
    await saysAlert(page, 'Error: greeting must be plain text, without < or >');

    await greeting.fill('Hello, little owl!');
    await form.getByRole('button', { name: 'Save station configuration' }).click();
    await saysStatus(page, `Configuration of ${station.base_id} saved: version`);
    await table.getByRole('row', { name: /^Volume 25/ }).waitFor();
    await table.getByRole('row', { name: /^Greeting Hello, little owl!/ }).waitFor();

    const version = await applyConfig();
    await table.getByRole('row', { name: new RegExp(`^Version ${version} ${version} \\(applied `) }).waitFor({ timeout: 15_000 });
    await dialog.getByTestId('station-config-state').filter({ hasText: 'Up to date.' }).waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });
});
