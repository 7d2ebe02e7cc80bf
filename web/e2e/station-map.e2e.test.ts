import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, startSystem, type OwnSystem } from '@storystump/testing';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { openPage } from './browser-session.js';

const FLEET_SIZE = 20_000;
/** Where the map opens, and at what zoom (as the page sets it). */
const MAP_CENTRE = { latitude: 52.3555, longitude: -1.1743 };
const MAP_ZOOM = 6;
/** A station among the others, alone once the map is zoomed in far enough. */
const LONELY = { name: 'Lonely Larch', latitude: 52.7031, longitude: -2.4411 };
/** Web Mercator's metres per pixel at zoom 0, and the earth's radius it uses. */
const RESOLUTION_AT_ZOOM_0 = 156543.03392804097;
const EARTH_RADIUS_M = 6378137;

let system: OwnSystem;
let browser: Browser;

const mercator = (latitude: number, longitude: number) => [
  EARTH_RADIUS_M * ((longitude * Math.PI) / 180),
  EARTH_RADIUS_M * Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)),
];

/** Where a place is drawn on a map of this size centred on MAP_CENTRE at a zoom, in pixels from its top left. */
function pixelOf(place: { latitude: number; longitude: number }, zoom: number, width: number, height: number) {
  const [x, y] = mercator(place.latitude, place.longitude);
  const [centreX, centreY] = mercator(MAP_CENTRE.latitude, MAP_CENTRE.longitude);
  const resolution = RESOLUTION_AT_ZOOM_0 / 2 ** zoom;
  return { x: width / 2 + (x! - centreX!) / resolution, y: height / 2 - (y! - centreY!) / resolution };
}

before(async () => {
  // A system of its own: twenty thousand stations would change every other file's map.
  [system, browser] = await Promise.all([startSystem({ settings: { RPC_TIMEOUT_MS: '30000' } }), launchBrowser()]);
  const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
       SELECT gen_random_uuid(), 'map-' || n, 'Map station ' || n,
              50 + abs(hashtext('lat' || n)) % 100000 / 100000.0 * 8.5, -5.5 + abs(hashtext('lon' || n)) % 100000 / 100000.0 * 7.2
         FROM generate_series(1, $1::int) AS n`,
      [FLEET_SIZE - 1],
    );
    await db.query(
      `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
       VALUES (gen_random_uuid(), 'lonely-larch', $1, $2, $3)`,
      [LONELY.name, LONELY.latitude, LONELY.longitude],
    );
  } finally {
    await db.end();
  }
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('the map of 20,000 stations', () => {
  it("shows clusters with the whole count, and a station's popup once zoomed in to it", async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/map');
    await page
      .getByTestId('station-count')
      .filter({ hasText: FLEET_SIZE.toLocaleString('en-GB') })
      .waitFor();
    const map = page.getByTestId('stations-map');
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="stations-map"]')?.getAttribute('data-clusters')) > 0,
      undefined,
      { timeout: 20_000 },
    );
    const drawn = Number(await map.getAttribute('data-markers')) + Number(await map.getAttribute('data-clusters'));
    assert.ok(drawn <= 500, `drew ${drawn} symbols for ${FLEET_SIZE} stations`);
    const popup = page.getByTestId('station-popup');

    // A double click zooms in one level, keeping the place under the pointer where it is.
    const box = (await map.boundingBox())!;
    const at = pixelOf(LONELY, MAP_ZOOM, box.width, box.height);
    const zoom = 13;
    const shown = page.waitForResponse(
      (res) => res.url().includes('/api/basestations?bbox=') && res.url().includes(`zoom=${zoom}`),
    );
    for (let level = MAP_ZOOM; level < zoom; level++) {
      await map.dblclick({ position: at });
      await page.waitForTimeout(350);
    }
    const answer = (await (await shown).json()) as Array<{ count: number; friendly_name?: string }>;
    assert.ok(
      answer.some((feature) => feature.count === 1 && feature.friendly_name === LONELY.name),
      'alone at this zoom',
    );
    await page.waitForTimeout(300);
    await map.click({ position: at });
    await popup.getByText(LONELY.name).waitFor();
    const link = popup.getByRole('link', { name: 'View on Google Maps' });
    assert.equal(
      await link.getAttribute('href'),
      `https://www.google.com/maps/search/?api=1&query=${LONELY.latitude},${LONELY.longitude}`,
    );
    await context.close();
  });

  it('lists the stumps nearest a town searched, and nearest the visitor, each with its distance', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: LONELY.latitude, longitude: LONELY.longitude });
    await page.goto('/map');
    const search = page.getByRole('region', { name: 'Find stumps near a place' });
    await search.getByLabel('Town or village').fill('Much Wenlock');
    await search.getByRole('button', { name: 'Find stumps' }).click();
    await search.getByRole('heading', { name: 'Nearest stumps to Much Wenlock, England' }).waitFor();
    const nearest = search.getByRole('list', { name: 'Nearest stumps' }).getByRole('listitem');
    assert.equal(await nearest.count(), 10);
    const distances = (await search.getByTestId('distance').allTextContents()).map((text) =>
      text.endsWith(' km') ? Number(text.slice(0, -3)) : Number(text.slice(0, -2)) / 1000,
    );
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
      'nearest first',
    );
    // Twenty thousand stations over Great Britain stand a few km apart.
    assert.ok(distances[0]! < 10, `the nearest is ${distances[0]} km away`);

    await search.getByLabel('Town or village').fill('Zzyzx');
    await search.getByRole('button', { name: 'Find stumps' }).click();
    await search.getByRole('alert').filter({ hasText: 'No town or village called "Zzyzx" was found.' }).waitFor();

    await search.getByRole('button', { name: 'Near me' }).click();
    await search.getByRole('heading', { name: 'Nearest stumps to you' }).waitFor();
    const first = nearest.first();
    await first.getByRole('button', { name: LONELY.name }).waitFor();
    assert.equal(await first.getByTestId('distance').textContent(), '0 m');
    await first.getByRole('button', { name: LONELY.name }).click();
    await page.getByTestId('station-popup').getByText(LONELY.name).waitFor();
    await context.close();
  });
});
