import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { StationReportView, StationView } from '@storystump/contracts';
import {
  eventually,
  launchBrowser,
  outboxMails,
  seriousAccessibilityFindings,
  startSystem,
  testClientAddress,
  type RunningSystem,
} from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { adminApi, openAdminTab, saysStatus, type AdminApi } from './admin-session.js';
import { openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;

/** The station's popup on the public map, opened from the list below it. */
async function openPopup(page: Page, name: string) {
  await page.goto('/map');
  await page.waitForFunction(() => document.querySelector('[data-testid="stations-map"]')?.hasAttribute('data-markers'));
  await page.getByText('List of base stations').click();
  await page.getByRole('button', { name }).click();
  const popup = page.getByTestId('station-popup');
  await popup.getByText(name).waitFor();
  return popup;
}

/** The public station list as a visitor gets it. */
async function publicStation(id: string): Promise<StationView | undefined> {
  const res = await fetch(`${system.baseUrl}/api/basestations`, { headers: { 'x-forwarded-for': testClientAddress() } });
  return ((await res.json()) as StationView[]).find((station) => station._id === id);
}

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('reports from the field', () => {
  it('a visitor reports a stump from the map; at two reports it rests until an admin closes them', async () => {
    const name = `Orkney Oak ${randomUUID().slice(0, 4)}`;
    const station = await api<StationView>('POST', '/api/basestations', {
      base_id: `stump-${randomUUID().slice(0, 8)}`,
      friendly_name: name,
      latitude: 59.0,
      longitude: -3.1,
    });

    const { page, context } = await openPage(browser, system.baseUrl);
    let popup = await openPopup(page, name);
    assert.equal(await popup.getByText('Resting, back soon').count(), 0);
    await popup.getByRole('button', { name: 'Report a problem with this stump' }).click();
    await popup.getByLabel('What is wrong?').selectOption({ label: 'Damaged' });
    await popup.getByLabel('Message').fill('The lid is cracked and <b>wet</b>');
    await popup.getByLabel('Your email (optional, to hear back)').fill('visitor@example.test');
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await popup.getByRole('button', { name: 'Send report' }).click();
    await saysStatus(page, 'Thank you: your report was sent.');
    assert.equal((await publicStation(station._id))?.resting, false, 'one report does not rest a stump');

    await popup.getByRole('button', { name: 'Report a problem with this stump' }).click();
    await popup.getByLabel('What is wrong?').selectOption({ label: 'Silent: it tells no stories' });
    await popup.getByLabel('Message').fill('No story at all today');
    await popup.getByRole('button', { name: 'Send report' }).click();
    await saysStatus(page, 'Thank you: your report was sent.');
    await eventually(
      () => publicStation(station._id),
      (listed) => listed?.resting === true,
    );
    popup = await openPopup(page, name);
    await popup.getByText('Resting, back soon').waitFor();
    await context.close();

    const [mail] = await eventually(
      async () => outboxMails(system.logDir, `Subject: Stump resting: ${name}`),
      (found) => found.length > 0,
      30_000,
    );
    assert.match(mail!, /2 open reports from the field/);

    const admin = await openAdminTab(browser, system, 'Fleet');
    const rows = admin.page.getByTestId('field-report').filter({ hasText: name });
    await rows.nth(1).waitFor();
    assert.equal(await rows.count(), 2);
    const damaged = rows.filter({ hasText: 'Damaged' });
    assert.equal(await damaged.locator('td').nth(2).textContent(), 'Never seen, resting on the map');
    assert.equal(await damaged.locator('td').nth(4).textContent(), 'The lid is cracked and <b>wet</b>', 'shown as text');
    assert.equal(await damaged.locator('td').nth(5).textContent(), 'visitor@example.test');
    await damaged.getByRole('button', { name: `Close the report on ${name}` }).click();
    await saysStatus(admin.page, `Report on ${name} closed.`);
    await rows.nth(1).waitFor({ state: 'detached' });
    assert.equal(await rows.locator('td').nth(2).textContent(), 'Never seen', 'one open report: it rests no more');
    assert.equal((await publicStation(station._id))?.resting, false);
    await admin.context.close();

    const open = await api<StationReportView[]>('GET', '/api/reports?state=open');
    assert.equal(open.filter((report) => report.station._id === station._id).length, 1);
    assert.equal(
      (await outboxMails(system.logDir, `Subject: Stump resting: ${name}`)).length,
      1,
      'the admins are mailed once for the incident',
    );
  });
});
