import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { HostView, StationReportView, StationView } from '@storystump/contracts';
import { launchBrowser, seriousAccessibilityFindings, startSystem, type RunningSystem } from '@storystump/testing';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { adminApi, openAdminTab, saysStatus, type AdminApi } from './admin-session.js';
import { openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
let db: pg.Client;
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const today = () => new Date().toISOString().slice(0, 10);

const createStation = (friendly_name: string) =>
  api<StationView>('POST', '/api/basestations', { base_id: unique('stump'), friendly_name, latitude: 51.56, longitude: -0.16 });

/** Visits as the footfall counter keeps them, today, in the hours given. */
async function visitsToday(stationId: string, byHour: Record<number, number>) {
  const total = Object.values(byHour).reduce((sum, count) => sum + count, 0);
  await db.query(`INSERT INTO analytics.footfall_days (day, station_id, visits) VALUES ($1, $2, $3)`, [
    today(),
    stationId,
    total,
  ]);
  for (const [hour, count] of Object.entries(byHour)) {
    await db.query(`INSERT INTO analytics.footfall_hours (hour, station_id, visits) VALUES ($1::timestamptz, $2, $3)`, [
      `${today()}T${String(hour).padStart(2, '0')}:00:00Z`,
      stationId,
      count,
    ]);
  }
}

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api } = await adminApi(system));
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await browser?.close();
  await system?.stop();
});

describe('hosts and their portal', () => {
  it('lets an admin make a host in the Hosts tab, with its stumps and portal link', async () => {
    const station = await createStation(unique('Rowan stump'));
    const name = unique('Heath Park');
    const email = `${unique('heath')}@example.test`;
    const { page, context } = await openAdminTab(browser, system, 'Hosts');
    const form = page.getByRole('form', { name: 'New host' });
    await form.getByLabel('Host name').fill(name);
    await form.getByLabel('Contact e-mail').fill(`${email}`);
    await form.getByLabel('Find a station by base ID or name').fill(station.base_id);
    const select = form.locator('#host-station-new');
    await select.locator(`option[value="${station._id}"]`).waitFor({ state: 'attached' });
    await select.selectOption({ value: station._id });
    await form.getByTestId('host-station').filter({ hasText: station.friendly_name }).waitFor();
    await form.getByRole('button', { name: 'Create host' }).click();
    await saysStatus(page, `Host ${name} created.`);
    const row = page.getByTestId('host-row').filter({ hasText: name });
    await row.waitFor();
    assert.deepEqual((await row.locator('td').allTextContents()).slice(0, 3), [name, email, '1']);
    assert.match((await row.getByTestId('host-portal-link').textContent())!, /\/host\/[0-9a-f-]{36}\.1\./);
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    describe(`the portal at ${viewport.width} px`, () => {
      let page: Page;
      let host: HostView;
      let otherStump: string;
      before(async () => {
        const oak = await createStation(unique('Oak stump'));
        const ash = await createStation(unique('Ash stump'));
        const other = await createStation(unique('Not yours'));
        otherStump = other.friendly_name;
        await visitsToday(oak._id, { 9: 7, 15: 5 });
        await visitsToday(ash._id, { 10: 2 });
        await visitsToday(other._id, { 9: 30 });
        host = await api<HostView>('POST', '/api/hosts', {
          name: unique('Willow Common'),
          email: `${unique('willow')}@example.test`,
          stationIds: [oak._id, ash._id],
        });
        await api('POST', '/api/hosts', { name: unique('Other'), email: 'other@example.test', stationIds: [other._id] });
        ({ page } = await openPage(browser, system.baseUrl, viewport));
        await page.goto(new URL(host.portalUrl).pathname);
      });
      after(async () => page?.context().close());

      it("shows its own stumps' visits and states, and writes small counts as fewer than 5", async () => {
        await page.getByRole('heading', { name: `${host.name}: your stumps` }).waitFor();
        const rows = page.getByTestId('stump-row');
        await rows.first().waitFor();
        assert.equal(await rows.count(), 2);
        const oak = (await rows.nth(0).allInnerTexts())[0]!;
        assert.match(oak, /Oak stump-[0-9a-f]{8}\s+Resting\s+12\s+0\s+–\s+0/);
        assert.match((await rows.nth(1).allInnerTexts())[0]!, /Ash stump-[0-9a-f]{8}\s+Resting\s+fewer than 5/);
        assert.equal(await page.getByTestId('total-visits').textContent(), '14');
        const body = await page.locator('body').innerText();
        assert.ok(!body.includes(otherStump), "another host's stump is shown");
        const hours = page.getByRole('table', { name: 'Visits by hour of the day (UTC)' });
        assert.match(await hours.getByRole('row', { name: /^09:00/ }).innerText(), /7\s*\(busiest\)/);
        assert.match(await hours.getByRole('row', { name: /^10:00/ }).innerText(), /fewer than 5/);
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(pageWidth <= viewport.width, `the page is ${pageWidth} px wide`);
      });

      it('downloads the visits per stump and day as CSV', async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download CSV' }).click(),
        ]);
        const csv = await readFile((await download.path())!, 'utf8');
        const lines = csv.trim().split('\n');
        assert.equal(lines[0], 'day,stump,visits');
        assert.ok(
          lines.some((line) => /^\d{4}-\d{2}-\d{2},Ash stump-[0-9a-f]{8},fewer than 5$/.test(line)),
          csv,
        );
        assert.ok(
          lines.some((line) => /^\d{4}-\d{2}-\d{2},Oak stump-[0-9a-f]{8},12$/.test(line)),
          csv,
        );
        assert.ok(!csv.includes(otherStump));
      });
    });
  }

  it('says a replaced link is no longer valid', async () => {
    const host = await api<HostView>('POST', '/api/hosts', {
      name: unique('Old Link'),
      email: 'old@example.test',
      stationIds: [],
    });
    await api('POST', `/api/hosts/${host._id}/link`, {});
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto(new URL(host.portalUrl).pathname);
    await page.getByRole('alert').filter({ hasText: 'This link is not valid: ask for a new one' }).waitFor();
    await context.close();
  });

  it('lets a host report a problem with one of its stumps', async () => {
    const rowan = await createStation(unique('Rowan stump'));
    const hazel = await createStation(unique('Hazel stump'));
    const host = await api<HostView>('POST', '/api/hosts', {
      name: unique('Rowan Green'),
      email: `${unique('rowan')}@example.test`,
      stationIds: [rowan._id, hazel._id],
    });
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto(new URL(host.portalUrl).pathname);
    const row = page.getByTestId('stump-row').filter({ hasText: rowan.friendly_name });
    await row.getByRole('button', { name: 'Report a problem with this stump' }).click();
    await row.getByLabel('What is wrong?').selectOption({ label: 'Damaged' });
    await row.getByLabel('Message').fill('The lid came off in the storm');
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await row.getByRole('button', { name: 'Send report' }).click();
    await saysStatus(page, 'Thank you: your report was sent.');
    await context.close();

    const open = await api<StationReportView[]>('GET', '/api/reports?state=open');
    assert.deepEqual(
      open
        .filter((report) => [rowan._id, hazel._id].includes(report.station._id))
        .map((report) => [report.station._id, report.message]),
      [[rowan._id, 'The lid came off in the storm']],
    );
  });
});
