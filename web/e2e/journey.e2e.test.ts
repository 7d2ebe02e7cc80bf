import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { CharacterTypeView, CharacterView, StationView, UserView } from '@storystump/contracts';
import { eventually, launchBrowser, seriousAccessibilityFindings, startSystem, type RunningSystem } from '@storystump/testing';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { adminApi, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';

const VISITS = 5_000;
const STATIONS = 8;
const PHONE = { width: 390, height: 844 };

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
let db: pg.Client;
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

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

/** A family whose character has been to a few stumps 5,000 times, stored as such (the API would take minutes). */
async function familyWithAWellTravelledCharacter() {
  const email = `${unique('rowan')}@example.test`;
  const password = 'acorns-and-oak';
  const { token } = await api<{ token: string }>('POST', '/api/auth/register', { displayName: 'Rowan', email, password }, '');
  const me = await api<UserView>('GET', '/api/users/me', undefined, token);
  const type = await api<CharacterTypeView>('POST', '/api/characterTypes/appendtype', {
    characterEncryptedType: unique('enc'),
    characterType: 'fox',
  });
  const character = await api<CharacterView>('POST', '/api/characters/createAsAdmin', {
    encryptedCharacterType: type.characterEncryptedType,
    serialNumber: unique('SN'),
  });
  await api('POST', '/api/characters/addToUser', { serialNumber: character.serialNumber, userId: me._id });
  const stations: StationView[] = [];
  for (let n = 0; n < STATIONS; n++)
    stations.push(
      await api<StationView>('POST', '/api/basestations', {
        base_id: unique('trail'),
        friendly_name: `Fox Trail ${n + 1}`,
        latitude: 53 + n / 4,
        longitude: -2 + n / 4,
      }),
    );
  const ids = stations.map((station) => station._id);
  await eventually(
    async () =>
      (
        await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM characters.known_stations WHERE id = ANY($1::uuid[])`, [
          ids,
        ])
      ).rows[0]!.n,
    (known) => known === STATIONS,
  );
  await db.query(
    `INSERT INTO characters.visits (id, character_id, station_id, station_base_id, station_name, visit_date)
     SELECT gen_random_uuid(), $1::uuid, s.id, s.base_id, s.friendly_name, now() - n * interval '41 minutes'
       FROM generate_series(0, $2::int - 1) AS n
       JOIN characters.known_stations s ON s.id = ($3::uuid[])[1 + (n * n + n / 3) % $4::int]`,
    [character._id, VISITS, ids, STATIONS],
  );
  const newest = await db.query<{ station_name: string }>(
    `SELECT station_name FROM characters.visits WHERE character_id = $1 ORDER BY visit_date DESC, id DESC LIMIT 25`,
    [character._id],
  );
  return { email, password, character, newestNames: newest.rows.map((row) => row.station_name) };
}

describe('account page: a character with 5,000 visits', () => {
  it('shows its journey by stump and its newest visits quickly, within two phone screens, and loads more', async () => {
    const family = await familyWithAWellTravelledCharacter();
    const { page, context } = await openPage(browser, system.baseUrl, PHONE);
    const root = page.locator('#root:not([inert])');
    await logIn(page, family.email, family.password);
    await page.waitForURL('**/account');

    const chosenAt = Date.now();
    await root.getByTestId('character').filter({ hasText: family.character.serialNumber }).click();
    const map = root.locator(`[data-testid="journey-map"][data-stumps="${STATIONS}"][data-visits="${VISITS}"]`);
    await map.waitFor({ timeout: 15_000 });
    await root.getByTestId('visit-line').nth(4).waitFor({ timeout: 15_000 });
    const shownIn = Date.now() - chosenAt;
    assert.ok(shownIn < 10_000, `the journey and its visits took ${shownIn} ms`);
    assert.equal(await root.getByText('Loading the journey...').count(), 0);
    const markers = Number(await map.getAttribute('data-markers'));
    assert.ok(markers >= 1 && markers <= STATIONS, `${markers} markers for ${STATIONS} stumps, not one per visit`);

    const lines = root.getByTestId('visit-line');
    assert.equal(await lines.count(), 5);
    assert.deepEqual(
      (await lines.allTextContents()).map((line) => /^Visited (.+) on /.exec(line)?.[1]),
      family.newestNames.slice(0, 5),
    );
    assert.equal(await root.getByTestId('visits-shown').textContent(), '5 of 5,000 visits shown');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(height <= 2 * PHONE.height, `the page is ${height} px tall`);

    await root.getByRole('button', { name: 'Load more' }).click();
    await lines.nth(24).waitFor();
    assert.deepEqual(
      (await lines.allTextContents()).map((line) => /^Visited (.+) on /.exec(line)?.[1]),
      family.newestNames,
    );
    assert.equal(await root.getByTestId('visits-shown').textContent(), '25 of 5,000 visits shown');

    await root.getByText(`All ${STATIONS} stumps it has visited`).click();
    const stumps = root.getByRole('list', { name: 'Stumps visited' }).getByRole('button');
    assert.equal(await stumps.count(), STATIONS);
    const counted = (await stumps.allTextContents()).map((text) =>
      Number(/: ([\d,]+) visits?$/.exec(text)![1]!.replace(/,/g, '')),
    );
    assert.equal(
      counted.reduce((sum, visits) => sum + visits, 0),
      VISITS,
    );
    await stumps.first().click();
    const popup = root.getByTestId('journey-popup');
    await popup.getByText(`${counted[0]!.toLocaleString('en-GB')} visits`).waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });
});
