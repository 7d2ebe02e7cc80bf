import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FleetMapFeature, StationView } from '@storystump/contracts';
import { launchBrowser, seriousAccessibilityFindings, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser } from 'playwright-core';
import { adminApi, openAdminTab as openTab, saysStatus, uploadVersionByApi, type AdminApi } from './admin-session.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
let adminToken: string;
let apiAddress: string;

const openAdminTab = (tab: string) => openTab(browser, system, tab);

/** Where the Fleet map opens, and at what zoom (as the tab sets it). */
const FLEET_MAP_CENTRE = { latitude: 52.5, longitude: -1.5 };
const FLEET_MAP_ZOOM = 6;
/** Web Mercator's metres per pixel at zoom 0, and the earth's radius it uses. */
const RESOLUTION_AT_ZOOM_0 = 156543.03392804097;
const EARTH_RADIUS_M = 6378137;

const mercator = ({ latitude, longitude }: { latitude: number; longitude: number }) => [
  EARTH_RADIUS_M * ((longitude * Math.PI) / 180),
  EARTH_RADIUS_M * Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)),
];

/** Where a place is drawn on the Fleet map as it opens, in pixels from the map's top left. */
function fleetMapPixelOf(place: { latitude: number; longitude: number }, width: number, height: number) {
  const [x, y] = mercator(place);
  const [centreX, centreY] = mercator(FLEET_MAP_CENTRE);
  const resolution = RESOLUTION_AT_ZOOM_0 / 2 ** FLEET_MAP_ZOOM;
  return { x: width / 2 + (x! - centreX!) / resolution, y: height / 2 - (y! - centreY!) / resolution };
}

/** A stump's call with its key, from outside the browser. */
function stumpOf(key: string) {
  return (method: string, path: string, json?: unknown) =>
    fetch(`${system.baseUrl}/api/device/v1/${path}`, {
      method,
      headers: {
        authorization: `ApiKey ${key}`,
        'x-forwarded-for': apiAddress,
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    });
}

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api, token: adminToken, address: apiAddress } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('admin: Fleet', () => {
  it('starts a rollout, shows its progress, and shows the halt banner with its reason', async () => {
    const tag = `fleet-${randomUUID().slice(0, 8)}`;
    await uploadVersionByApi(system, { api, token: adminToken, address: apiAddress }, tag);
    const station = await api<StationView>('POST', '/api/basestations', {
      base_id: `stump-${randomUUID().slice(0, 8)}`,
      friendly_name: 'Bramble Rise',
      latitude: 52.2,
      longitude: -1.4,
    });
    const { apiKey } = await api<{ apiKey: string }>('POST', '/api/apikeys/generate', { baseStationId: station._id });
    const stump = stumpOf(apiKey);
    assert.equal((await stump('POST', 'heartbeat', { runningVersion: 'v0', uptimeSeconds: 5, batteryPercent: 80 })).status, 200);

    const statusLists: URL[] = [];
    const { page, context } = await openAdminTab('Fleet');
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/basestations/status') statusLists.push(url);
    });
    // Opened again with every request watched from the start.
    await page.reload();
    await page.getByRole('tab', { name: 'Fleet' }).click();
    await page.getByTestId('fleet-stations').waitFor();
    assert.ok(Number(await page.getByTestId('fleet-online').locator('strong').textContent()) >= 1);
    await page.getByRole('img', { name: /Running versions: .*v0 on/ }).waitFor();
    await page.locator('[data-testid="fleet-map"][data-stations]').waitFor();

    await page.getByLabel('Version', { exact: true }).selectOption({ label: tag });
    await page.getByLabel('Target', { exact: true }).selectOption({ label: 'Stations matching' });
    await page.getByLabel('Search (base ID or name)').fill(station.base_id);
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Online' });
    await page.getByTestId('rollout-matching').filter({ hasText: '1 station matches.' }).waitFor();
    // The tab reads the map's view and counts; it never downloads the whole list of statuses.
    assert.ok(statusLists.length > 0);
    assert.deepEqual(
      statusLists.filter((url) => !url.searchParams.has('bbox') && !url.searchParams.has('limit')),
      [],
    );
    await page.getByLabel('Phases (%)').fill('100');
    await page.getByLabel('Failure threshold (%)').fill('0');
    await page.getByRole('button', { name: 'Start rollout' }).click();
    await saysStatus(page, `Rollout of ${tag} started on 1 station.`);
    const card = page.getByRole('article', { name: `Rollout of ${tag}` });
    assert.equal(
      await card.getByTestId('rollout-target').textContent(),
      `1 station: every station matching "${station.base_id}", online when it started`,
    );
    await card.getByTestId('rollout-status').filter({ hasText: 'running' }).waitFor();

    assert.equal((await stump('GET', `firmware/next?current=v0`)).status, 200);
    await stump('POST', 'firmware/status', { status: 'downloading', tag });
    await card.getByTestId('rollout-counts').filter({ hasText: '1 downloading' }).waitFor({ timeout: 15_000 });

    await stump('POST', 'firmware/status', { status: 'failure', tag });
    const banner = card.getByTestId('halt-banner');
    await banner.waitFor({ timeout: 15_000 });
    assert.equal(await banner.textContent(), 'Halted: 1 of 1 stations failed to update (100%), above the threshold of 0%');
    assert.equal(await card.getByTestId('rollout-status').textContent(), 'halted');

    await card.getByRole('button', { name: 'Cancel rollout' }).click();
    await saysStatus(page, `Rollout of ${tag}: cancelled.`);
    await card.getByTestId('rollout-status').filter({ hasText: 'cancelled' }).waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);

    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await page.getByRole('cell', { name: 'rollout.cancelled' }).first().waitFor({ timeout: 15_000 });
    await page
      .getByRole('cell', {
        name: `Rollout of ${tag} to 1 station (every station matching "${station.base_id}", online) in phases 100 %`,
      })
      .waitFor();
    await context.close();
  });

  it('draws a station reported stolen or lost, and its cluster, in the colour the legend names "Lost"', async () => {
    const [lost] = await Promise.all(
      [
        { name: 'Hawthorn Gap', latitude: 52.61, longitude: -0.91 },
        { name: 'Hawthorn Gap East', latitude: 52.612, longitude: -0.905 },
      ].map(({ name, latitude, longitude }) =>
        api<StationView>('POST', '/api/basestations', {
          base_id: `stump-${randomUUID().slice(0, 8)}`,
          friendly_name: name,
          latitude,
          longitude,
        }),
      ),
    );
    await api('POST', `/api/basestations/${lost!._id}/lost`, {});

    const { page, context } = await openAdminTab('Fleet');
    const legend = page
      .getByRole('list', { name: 'Map legend' })
      .getByRole('listitem')
      .filter({ hasText: /^Lost: \d/ });
    await legend.waitFor();
    assert.ok(Number((await legend.textContent())!.replace(/\D/g, '')) >= 1);
    const legendColour = await legend.locator('span').evaluate((swatch) => getComputedStyle(swatch).backgroundColor);

    // The map asks for its view again every few seconds: that answer is what it draws next.
    const answer = await page.waitForResponse((res) => res.url().includes('/api/basestations/status?bbox='));
    const features = (await answer.json()) as FleetMapFeature[];
    const distance = (feature: FleetMapFeature) =>
      Math.hypot(feature.latitude - lost!.latitude, feature.longitude - lost!.longitude);
    const marked = features.reduce((nearest, feature) => (distance(feature) < distance(nearest) ? feature : nearest));
    assert.equal(marked.worstState, 'lost');
    await page.waitForTimeout(500);
    const map = page.getByTestId('fleet-map');
    const box = (await map.boundingBox())!;
    const at = fleetMapPixelOf(marked, box.width, box.height);
    // Around the symbol's centre (its count is written there in white), the colour on top of the map.
    const drawn = await map.evaluate((element, { x, y }) => {
      const mapBox = element.getBoundingClientRect();
      const canvases = [...element.querySelectorAll('canvas')].reverse();
      const colours: string[] = [];
      for (const [dx, dy] of [
        [5, 0],
        [-5, 0],
        [0, 5],
        [0, -5],
        [4, 4],
        [-4, 4],
        [4, -4],
        [-4, -4],
      ]) {
        for (const canvas of canvases) {
          const canvasBox = canvas.getBoundingClientRect();
          const scale = canvas.width / canvasBox.width;
          const [r, g, b, a] = canvas
            .getContext('2d')!
            .getImageData(
              Math.round((mapBox.left + x + dx! - canvasBox.left) * scale),
              Math.round((mapBox.top + y + dy! - canvasBox.top) * scale),
              1,
              1,
            ).data;
          if (a === 255) {
            colours.push(`rgb(${r}, ${g}, ${b})`);
            break;
          }
        }
      }
      return colours;
    }, at);
    assert.ok(drawn.includes(legendColour), `${legendColour} among ${drawn.join(' ')}`);
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });

  it('shows the stumps whose clocks drift and those missing the story pack their configuration asks for', async () => {
    const station = await api<StationView>('POST', '/api/basestations', {
      base_id: `stump-${randomUUID().slice(0, 8)}`,
      friendly_name: 'Sloe Hedge',
      latitude: 52.1,
      longitude: -1.3,
    });
    const { apiKey } = await api<{ apiKey: string }>('POST', '/api/apikeys/generate', { baseStationId: station._id });
    const stump = stumpOf(apiKey);
    await api('PUT', `/api/basestations/${station._id}/config`, { storyPack: 'autumn-owls' });
    assert.equal(
      (await stump('POST', 'heartbeat', { runningVersion: 'v0', uptimeSeconds: 5, storyPacks: ['winter-tales'] })).status,
      200,
    );
    const encrypted = `enc-${randomUUID().slice(0, 8)}`;
    await api('POST', '/api/characterTypes/appendtype', { characterEncryptedType: encrypted, characterType: 'hare' });
    const serialNumber = `SN-${randomUUID().slice(0, 8)}`;
    await api('POST', '/api/characters/createAsAdmin', { encryptedCharacterType: encrypted, serialNumber });
    const stumpNow = Date.now() - 3 * 3600_000;
    const visits = await stump('POST', 'visits', {
      sentAt: new Date(stumpNow).toISOString(),
      visits: [{ eventId: randomUUID(), serialNumber, occurredAt: new Date(stumpNow - 60_000).toISOString() }],
    });
    assert.equal(visits.status, 200);

    const { page, context } = await openAdminTab('Fleet');
    const clock = page.getByTestId('drifting-clock').filter({ hasText: `Sloe Hedge (${station.base_id})` });
    await clock.waitFor();
    assert.equal(await clock.locator('td').nth(1).textContent(), '3 h behind');
    const pack = page.getByTestId('missing-story-pack').filter({ hasText: `Sloe Hedge (${station.base_id})` });
    await pack.waitFor();
    assert.deepEqual(
      await pack
        .locator('td')
        .allTextContents()
        .then((cells) => cells.slice(1, 3)),
      ['autumn-owls', 'winter-tales'],
    );
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });
});
