import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { AnalyticsEventView, CharacterTypeView, CharacterView, RealtimeView, StationView } from '@storystump/contracts';
import { BROWSER_USER_AGENT, eventually, launchBrowser, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { adminApi, openAdminTab, saysAlert, saysStatus, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;

const card = (page: Page, name: string) =>
  page
    .locator('dl div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name.replace(/[.]/g, '\\.')}$`) }) })
    .locator('dd')
    .first();

async function track(event: Record<string, unknown>) {
  const res = await fetch(`${system.baseUrl}/api/analytics/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT },
    body: JSON.stringify(event),
  });
  assert.equal(res.status, 202);
}

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api } = await adminApi(system));
  const sessionId = `${Date.now()}-${randomUUID().slice(0, 9)}`;
  for (const page of ['/', '/shop', '/map']) await track({ type: 'pageview', sessionId, page, trafficSource: 'search' });
  await track({ type: 'error', sessionId, error: 'Seeded failure', page: '/map' });
  const today = new Date().toISOString().slice(0, 10);
  await eventually(
    async () =>
      (await api<{ data: AnalyticsEventView[] }>('GET', `/api/analytics/data?startDate=${today}&endDate=${today}`)).data,
    (events) => events.filter((event) => event.sessionId === sessionId).length === 4,
    15_000,
  );
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('analytics dashboard', () => {
  it('is the default tab: five cards, five charts and the ten most recent events', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const onHome = scripts.length;
    await logIn(page, system.adminEmail, system.adminPassword);
    await page.waitForURL('**/account');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Analytics', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Recent Events' }).waitFor();

    assert.ok(Number(await card(page, 'Total Page Views').textContent()) >= 3);
    assert.ok(Number(await card(page, 'Unique Visitors').textContent()) >= 1);
    assert.match((await card(page, 'Bounce Rate').textContent())!, /^\d+\.\d{2}%$/);
    assert.match((await card(page, 'Avg. Session Duration').textContent())!, /^(\d+h \d+m|\d+m \d+s)$/);
    assert.match((await card(page, 'Pages/Session').textContent())!, /^\d+\.\d{2}$/);

    const charts = page.getByTestId('analytics-chart');
    await eventually(
      () => charts.locator('svg').count(),
      (n) => n >= 5,
      10_000,
    );
    for (const name of ['page views by day', 'device category', 'traffic source', 'top pages', 'by country']) {
      await page.getByRole('img', { name: new RegExp(name) }).waitFor();
    }
    const rows = page.getByTestId('analytics-event-row');
    const count = await rows.count();
    assert.ok(count >= 1 && count <= 10, `${count} rows`);
    assert.deepEqual(await rows.first().locator('xpath=ancestor::table').locator('thead th').allTextContents(), [
      'Time',
      'Type',
      'Page',
      'Device',
      'Source',
      'Details',
    ]);

    // The charts' library came with this tab, not with the home page.
    assert.ok(!scripts.slice(0, onHome).some((url) => /apexcharts|AnalyticsTab/i.test(url)), scripts.slice(0, onHome).join('\n'));
    assert.ok(
      scripts.slice(onHome).some((url) => /apexcharts|AnalyticsTab/i.test(url)),
      scripts.join('\n'),
    );
    await context.close();
  });

  it('compares each card with the days before, shows now, the stump visits, and downloads the CSV', async () => {
    const station = await api<StationView>('POST', '/api/basestations', {
      base_id: `stump-${randomUUID().slice(0, 8)}`,
      friendly_name: 'Bluebell Dell',
      latitude: 51.5,
      longitude: -0.1,
    });
    const type = await api<CharacterTypeView>('POST', '/api/characterTypes/appendtype', {
      characterEncryptedType: `enc-${randomUUID().slice(0, 8)}`,
      characterType: 'hedgehog',
    });
    const hedgehog = await api<CharacterView>('POST', '/api/characters/createAsAdmin', {
      encryptedCharacterType: type.characterEncryptedType,
      serialNumber: `SN-${randomUUID().slice(0, 8)}`,
    });
    for (let i = 0; i < 2; i++)
      await api('POST', `/api/characters/visit/${station._id}`, { serialNumber: hedgehog.serialNumber });
    const nowPage = `/right-now-${randomUUID().slice(0, 6)}`;

    const { page, context } = await openAdminTab(browser, system, 'Analytics');
    const changes = page.getByTestId('card-change');
    await eventually(
      () => changes.count(),
      (n) => n === 5,
      10_000,
    );
    for (const text of await changes.allTextContents()) assert.match(text, /^([+-]?\d+\.\d%|new) on the 7 days before$/);
    await card(page, 'Bots').waitFor();

    // What happens now shows on the realtime card within its 10 seconds, without reloading. Every
    // test file's views share the last five minutes, and the card lists the ten most viewed pages:
    // this page is viewed more often than the busiest one there.
    const { topPages } = await api<RealtimeView>('GET', '/api/analytics/realtime');
    const views = Math.max(0, ...topPages.map((top) => top.count)) + 5;
    const nowSession = `${Date.now()}-${randomUUID().slice(0, 9)}`;
    for (let i = 0; i < views; i++) await track({ type: 'pageview', sessionId: nowSession, page: nowPage });
    await page.getByTestId('realtime-card').getByText(`${nowPage}: ${views}`).waitFor({ timeout: 25_000 });

    // The stump visits, from the characters' events, on the chart and in its table.
    await page.reload();
    await eventually(
      async () => (await page.getByTestId('footfall-table').textContent()) ?? '',
      (text) => text.includes(`Bluebell Dell (${station.base_id})2`),
      20_000,
    );
    await page.getByRole('img', { name: "Line chart of characters' visits to each stump by day" }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^events-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = await download.path();
    const csv = await readFile(saved!, 'utf8');
    assert.match(csv, /^_id,timestamp,receivedAt,sessionId,type,page,url,/);
    assert.ok(csv.includes(nowPage));
    await saysStatus(page, 'CSV downloaded.');
    await context.close();
  });

  it('defaults to the last 7 days and follows the date filter', async () => {
    const { page, context } = await openAdminTab(browser, system, 'Analytics');
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    assert.equal(await page.getByLabel('Start date').inputValue(), weekAgo);
    assert.equal(await page.getByLabel('End date').inputValue(), today);
    await page.getByRole('heading', { name: 'Recent Events' }).waitFor();
    await page.getByLabel('Start date').fill('2001-01-01');
    await page.getByLabel('End date').fill('2001-01-02');
    await eventually(
      () => card(page, 'Total Page Views').textContent(),
      (text) => text === '0',
      10_000,
    );
    assert.equal(await card(page, 'Avg. Session Duration').textContent(), '0m 0s');
    // The events come by a request of their own, which may answer after the summary.
    await eventually(
      () => page.getByTestId('analytics-event-row').count(),
      (rows) => rows === 0,
      10_000,
    );
    await context.close();
  });

  it("says 'Loading analytics...' while loading and 'Error: Failed to fetch analytics data' when the summary fails", async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/analytics\/summary/, async (route) => {
      await held;
      await route.fulfill({ status: 500, body: '' });
    });
    await logIn(page, system.adminEmail, system.adminPassword);
    await page.waitForURL('**/account');
    await page.goto('/admin');
    await saysStatus(page, 'Loading analytics...');
    release();
    await saysAlert(page, 'Error: Failed to fetch analytics data');
    assert.equal(await page.getByTestId('analytics-chart').count(), 0);
    await context.close();
  });

  it("says 'Error: Failed to fetch analytics data' when the events fail", async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.route(/\/api\/analytics\/data/, (route) => route.fulfill({ status: 500, body: '' }));
    await logIn(page, system.adminEmail, system.adminPassword);
    await page.waitForURL('**/account');
    await page.goto('/admin');
    await saysAlert(page, 'Error: Failed to fetch analytics data');
    await context.close();
  });
});

describe('hostile labels on the dashboard', () => {
  const meta = '<meta http-equiv="refresh" content="1;url=https://evil.example/admin-login">';
  const link = '<a href="https://evil.example/" id="injected-link">prize</a>';
  const image = '<img src="https://evil.example/x.png" id="injected-image">';
  const shortLink = '<a href="//evil.example">x</a>';

  /** Nothing the labels held became part of the page, and the page stayed where it was. */
  async function assertNothingInjected(page: Page) {
    assert.equal(await page.locator('#injected-link, #injected-image, meta[http-equiv="refresh"]').count(), 0);
    assert.equal(await page.locator('a[href*="evil.example"], img[src*="evil.example"]').count(), 0);
    assert.equal(new URL(page.url()).pathname, '/admin');
  }

  it('shows what visitors sent as text: the gateway makes a hostile source and device "other", and a hostile page stays text', async () => {
    const sessionId = `${Date.now()}-${randomUUID().slice(0, 9)}`;
    await track({ type: 'pageview', sessionId, page: image, trafficSource: meta, deviceCategory: shortLink });
    const longDetail = `${'acorn'.repeat(300)}-unbroken`;
    await track({ type: 'error', sessionId, error: longDetail, page: '/shop' });
    const today = new Date().toISOString().slice(0, 10);
    const stored = await eventually(
      async () =>
        (await api<{ data: AnalyticsEventView[] }>('GET', `/api/analytics/data?startDate=${today}&endDate=${today}`)).data,
      (events) => events.filter((event) => event.sessionId === sessionId).length === 2,
      15_000,
    );
    const event = stored.find((e) => e.sessionId === sessionId && e.type === 'pageview')!;
    assert.deepEqual([event.trafficSource, event.deviceCategory, event.page], ['other', 'other', image]);

    const { page, context } = await openPage(browser, system.baseUrl);
    // The table shows the ten newest events, and other browser tests send page views meanwhile:
    // the server's real answer is passed on with this test's events alone.
    await page.route(/\/api\/analytics\/data/, async (route) => {
      // Asked whole (without its page size), so this test's events are found however many came after them.
      const whole = new URL(route.request().url());
      whole.searchParams.delete('limit');
      whole.searchParams.delete('cursor');
      const real = (await (await route.fetch({ url: whole.toString() })).json()) as { data: AnalyticsEventView[] };
      await route.fulfill({ json: { data: real.data.filter((e) => e.sessionId === sessionId) } });
    });
    await logIn(page, system.adminEmail, system.adminPassword);
    await page.waitForURL('**/account');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Recent Events' }).waitFor();
    await page.getByTestId('analytics-event-row').filter({ hasText: image }).first().waitFor();
    await page.waitForTimeout(1500);
    await assertNothingInjected(page);
    assert.deepEqual(
      navigations.filter((url) => !url.endsWith('/admin')),
      [],
    );
    // A long detail wraps inside the Recent Events card instead of running off its edge.
    const row = page.getByTestId('analytics-event-row').filter({ hasText: 'acornacorn' }).first();
    await row.waitFor();
    const overflow = await row.evaluate((tr) => {
      const card = tr.closest('table')!.parentElement!;
      return card.scrollWidth - card.clientWidth;
    });
    assert.ok(overflow <= 1, `the table runs ${overflow}px past its card`);
    await context.close();
  });

  it('writes labels into legends and tooltips as text, whatever the summary holds', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.route(/\/api\/analytics\/summary/, async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { data: Record<string, unknown> };
      const hostile = [
        { _id: meta, count: 3 },
        { _id: link, count: 2 },
        { _id: image, count: 1 },
      ];
      Object.assign(body.data, {
        trafficSources: hostile,
        deviceStats: hostile,
        locationStats: hostile,
        topPages: hostile.map(({ _id }) => ({ _id, totalViews: 2, uniqueViews: 1, exitRate: 50 })),
      });
      await route.fulfill({ response: real, json: body });
    });
    await logIn(page, system.adminEmail, system.adminPassword);
    await page.waitForURL('**/account');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Recent Events' }).waitFor();
    const legends = page.locator('.apexcharts-legend-text');
    await eventually(
      () => legends.allTextContents(),
      (texts) => texts.filter((text) => text === meta).length === 2,
      10_000,
    );
    assert.ok((await legends.allTextContents()).includes(link), 'the link shown as its text');
    // A tooltip is written when the pointer is over a slice or a bar.
    for (const shape of await page.locator('.apexcharts-pie-area, .apexcharts-bar-area').all()) {
      await shape.hover({ force: true });
      await assertNothingInjected(page);
    }
    const titles = await page.locator('.apexcharts-tooltip-text-y-label, .apexcharts-tooltip-title').allTextContents();
    assert.ok(
      titles.some((text) => text.includes('<')),
      `a tooltip showed a label as text: ${titles.join(' | ')}`,
    );
    await page.waitForTimeout(1500);
    await assertNothingInjected(page);
    await context.close();
  });
});

describe('the tracker', () => {
  it('sends a page view per route, clicks with their element, and an exit beacon as the page goes', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/track')) sent.push(JSON.parse(request.postData() ?? '{}'));
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop' }).first().click();
    await page.waitForURL('**/shop');
    await eventually(
      async () => sent.filter((e) => e.type === 'pageview' && !e.isExit).map((e) => e.page),
      (pages) => pages.includes('/') && pages.includes('/shop'),
      5000,
    );
    const sessionId = await page.evaluate(() => sessionStorage.getItem('analytics_session_id'));
    assert.match(sessionId!, /^\d+-[0-9a-z]{9}$/);
    const click = sent.find((e) => e.type === 'interaction');
    assert.deepEqual((click?.interaction as { elementType: string }).elementType, 'a');
    await page.goto('about:blank');
    await eventually(
      async () => sent.find((e) => e.isExit === true),
      (exit) => exit !== undefined,
      5000,
    );
    assert.ok(sent.every((e) => e.sessionId === sessionId));
    await context.close();
  });
});
