import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, startSystem, type OwnSystem } from '@storystump/testing';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { openAdminTab } from './admin-session.js';

/** Far more rows than a page shows; stored with SQL, as the API would take minutes for them. */
const STATIONS = 5_000;
const USERS = 5_000;
const ORDERS = 10_003;
const PAID = 1_701;
const STUMPS_VISITED = 10_003;
/** More than a page of each of the other admin lists. */
const CHARACTERS = 120;
const INTERESTS = 120;
const CAMPAIGNS = 60;
const VERSIONS = 60;
const CHANGES = 120;

// A system of its own: thousands of stations, users, orders and visits must not reach other files' figures.
let system: OwnSystem;
let browser: Browser;
let db: pg.Client;

async function seed() {
  await db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude, created_at)
     SELECT gen_random_uuid(), 'list-' || lpad(n::text, 5, '0'), CASE WHEN n % 100 = 0 THEN 'Old Oak ' ELSE 'Glade ' END || n,
            50 + (n % 100) / 100.0, -2 + (n % 97) / 100.0, now() - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [STATIONS],
  );
  // Newer than the admin's own account, so the newest first are the readers in order.
  await db.query(
    `INSERT INTO identity.users (id, display_name, email, password_hash, created_at)
     SELECT gen_random_uuid(), CASE WHEN n % 100 = 0 THEN 'Hazel ' ELSE 'Reader ' END || n,
            'reader-' || lpad(n::text, 5, '0') || '@families.example.com', 'not-a-hash',
            now() + interval '2 hours' - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [USERS],
  );
  // 1,701 paid orders came to £108,544.16: 1,700 at £63.80 and one at £84.16; the rest expired.
  await db.query(
    `INSERT INTO catalog.orders (id, source, status, total_amount, currency, customer_email)
     SELECT gen_random_uuid(), 'demo', CASE WHEN n <= $2::int THEN 'paid' ELSE 'expired' END,
            CASE WHEN n < $2::int THEN 6380 WHEN n = $2::int THEN 8416 ELSE 999 END, 'gbp', 'buyer' || n || '@example.test'
       FROM generate_series(1, $1::int) AS n`,
    [ORDERS, PAID],
  );
  await db.query(
    `WITH stations AS (
       INSERT INTO analytics.footfall_stations (station_id, base_id, name)
       SELECT gen_random_uuid(), 'visited-' || n, 'Stump ' || n FROM generate_series(1, $1::int) n
       RETURNING station_id)
     INSERT INTO analytics.footfall_days (day, station_id, visits) SELECT current_date, station_id, 100 FROM stations`,
    [STUMPS_VISITED],
  );
}

/** Every tenth character is a Bramble family's; every third sign-up is confirmed; every tenth mailing and change is about hazel. */
async function seedOtherLists() {
  const [type] = (
    await db.query<{ id: string }>(
      `INSERT INTO characters.character_types (id, encrypted_type, character_type) VALUES (gen_random_uuid(), 'lists-enc', 'owl') RETURNING id`,
    )
  ).rows;
  await db.query(
    `INSERT INTO characters.characters (id, serial_number, type_id, owner_id, owner_display_name, owner_email, assigned_at, created_at)
     SELECT gen_random_uuid(), 'LST-' || lpad(n::text, 5, '0'), $2::uuid, CASE WHEN n % 10 = 0 THEN gen_random_uuid() END,
            CASE WHEN n % 10 = 0 THEN 'Bramble family ' || n END, CASE WHEN n % 10 = 0 THEN 'family-' || n || '@example.test' END,
            CASE WHEN n % 10 = 0 THEN now() END, now() + interval '1 hour' - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [CHARACTERS, type!.id],
  );
  await db.query(
    `INSERT INTO marketing.interests (id, email, registered_at, confirmed_at)
     SELECT gen_random_uuid(), 'fan-' || lpad(n::text, 5, '0') || '@example.test', now() - n * interval '1 second',
            CASE WHEN n % 3 = 0 THEN now() END
       FROM generate_series(1, $1::int) AS n`,
    [INTERESTS],
  );
  await db.query(
    `INSERT INTO marketing.campaigns (id, subject, html, status, send_at, started_at, total, created_at)
     SELECT gen_random_uuid(), CASE WHEN n % 10 = 0 THEN 'Hazel harvest ' ELSE 'Acorn news ' END || n, '<p>News</p>', 'cancelled',
            now() - n * interval '1 minute', NULL, 0, now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
    [CAMPAIGNS],
  );
  await db.query(
    `INSERT INTO devices.versions (id, tag, size, sha256, signature, uploaded_at)
     SELECT gen_random_uuid(), 'v9.' || n, 1000 * n, repeat('a', 64), 'unsigned', now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
    [VERSIONS],
  );
  await db.query(
    `INSERT INTO identity.audit_entries (id, at, actor_id, actor_email, action, target_type, target_id, summary)
     SELECT gen_random_uuid(), now() - n * interval '1 second', gen_random_uuid(), 'keeper@example.test', 'station.updated', 'station',
            n::text, CASE WHEN n % 10 = 0 THEN 'Station hazel-' ELSE 'Station glade-' END || n || ' renamed'
       FROM generate_series(1, $1::int) AS n`,
    [CHANGES],
  );
}

before(async () => {
  [system, browser] = await Promise.all([startSystem({ settings: {} }), launchBrowser()]);
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  await seed();
  await seedOtherLists();
});
after(async () => {
  await db?.end();
  await browser?.close();
  await system?.stop();
});

const countOf = (page: Page) => page.getByTestId('list-count');
const says = (page: Page, text: string) =>
  countOf(page)
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
const firstCells = (page: Page, testId: string) => page.getByTestId(testId).locator('td:first-child').allTextContents();
/** The Base Stations tab's rows start with their checkbox: their base IDs are the second cells. */
const baseIds = (page: Page) => page.getByTestId('station-row').locator('td:nth-child(2)').allTextContents();

describe(`admin lists at ${STATIONS.toLocaleString('en-GB')} stations and users`, () => {
  it('pages the Base Stations tab: whole count, Load more, search, sort, and says when nothing matches', async () => {
    const { page, context } = await openAdminTab(browser, system, 'Base Stations');
    await says(page, 'Showing 50 of 5,000 stations');
    assert.equal(await page.getByTestId('station-row').count(), 50);
    assert.deepEqual((await baseIds(page)).slice(0, 2), ['list-00001', 'list-00002'], 'newest first');

    await page.getByRole('button', { name: 'Load more' }).click();
    await says(page, 'Showing 100 of 5,000 stations');
    assert.equal(await page.getByTestId('station-row').count(), 100);
    assert.equal((await baseIds(page))[99], 'list-00100');

    await page.getByLabel('Search by base ID or name').fill('old oak');
    await says(page, 'Showing 50 of 50 stations matching "old oak"');
    assert.ok(
      (await page.getByTestId('station-row').locator('td:nth-child(3)').allTextContents()).every((name) =>
        name.startsWith('Old Oak'),
      ),
    );
    assert.equal(await page.getByRole('button', { name: 'Load more' }).count(), 0, 'no further page');

    await page.getByLabel('Search by base ID or name').fill('list-0421');
    await says(page, 'Showing 10 of 10 stations matching "list-0421"');
    const header = page.getByRole('columnheader', { name: /Base ID/ });
    await header.getByRole('button').click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]')?.textContent?.startsWith('Base ID'));
    await page.getByTestId('station-row').first().filter({ hasText: 'list-04210' }).waitFor();
    await header.getByRole('button').click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]')?.textContent?.startsWith('Base ID'));
    await page.getByTestId('station-row').first().filter({ hasText: 'list-04219' }).waitFor();

    await page.getByLabel('Search by base ID or name').fill('no-such-stump');
    await page.getByTestId('list-empty').filter({ hasText: 'No stations match "no-such-stump".' }).waitFor();
    await context.close();
  });

  it('pages the Users tab: whole count, Load more, search, sort', async () => {
    const { page, context } = await openAdminTab(browser, system, 'Users');
    // The admin is one more account beside the seeded readers.
    await says(page, 'Showing 50 of 5,001 users');
    const emails = () => page.getByTestId('user-row').locator('td:nth-child(2)').allTextContents();
    assert.deepEqual((await emails()).slice(0, 2), ['reader-00001@families.example.com', 'reader-00002@families.example.com']);
    await page.getByRole('button', { name: 'Load more' }).click();
    await says(page, 'Showing 100 of 5,001 users');
    assert.equal((await emails())[99], 'reader-00100@families.example.com');

    await page.getByLabel('Search by e-mail or name').fill('hazel');
    await says(page, 'Showing 50 of 50 users matching "hazel"');
    await page.getByRole('columnheader', { name: /Email/ }).getByRole('button').click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]')?.textContent?.startsWith('Email'));
    await page.getByTestId('user-row').first().filter({ hasText: 'reader-00100@' }).waitFor();
    await page.getByRole('columnheader', { name: /Email/ }).getByRole('button').click();
    await page.getByTestId('user-row').first().filter({ hasText: 'reader-05000@' }).waitFor();
    await page.getByLabel('Search by e-mail or name').fill('nobody-by-this-name');
    await page.getByTestId('list-empty').filter({ hasText: 'No users match "nobody-by-this-name".' }).waitFor();
    await context.close();
  });

  it("writes the orders' and stump visits' figures over the whole set, with separators", async () => {
    const { page, context } = await openAdminTab(browser, system, 'Orders');
    await page
      .getByTestId('orders-totals')
      .filter({ hasText: /^10,003 orders in all; 1,701 paid, totalling £108,544\.16$/ })
      .waitFor();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page
      .getByTestId('footfall-figures')
      .filter({ hasText: /^The 50 most visited of 10,003 stumps; 1,000,300 visits in all\.$/ })
      .waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('pages and searches the Orders tab over the whole set, the summary unchanged by the page', async () => {
    const { page, context } = await openAdminTab(browser, system, 'Orders');
    // Past 10,000 rows the count is the planner's estimate; the summary beside it stays exact.
    await says(page, 'Showing 50 of about [\\d,]+ orders');
    await page.getByRole('button', { name: 'Load more' }).click();
    await says(page, 'Showing 100 of about [\\d,]+ orders');
    assert.equal(await page.getByTestId('order-row').count(), 100);
    await page.getByLabel('Search by e-mail, order number or state').fill('buyer17');
    await says(page, 'Showing 50 of 111 orders matching "buyer17"');
    await page.getByLabel('Status').selectOption({ label: 'Expired' });
    await says(page, 'Showing 50 of 98 orders matching "buyer17"');
    await page
      .getByTestId('orders-totals')
      .filter({ hasText: /^10,003 orders in all; 1,701 paid/ })
      .waitFor();
    await context.close();
  });

  it('pages and searches the Characters tab by serial number and owner', async () => {
    const { page, context } = await openAdminTab(browser, system, 'Characters');
    await says(page, `Showing 50 of ${CHARACTERS} characters`);
    assert.deepEqual((await firstCells(page, 'character-row')).slice(0, 2), ['LST-00001', 'LST-00002'], 'newest first');
    await page.getByRole('button', { name: 'Load more' }).click();
    await says(page, `Showing 100 of ${CHARACTERS} characters`);
    await page.getByLabel('Search characters by serial or owner').fill('bramble family');
    await says(page, 'Showing 12 of 12 characters matching "bramble family"');
    await page.getByLabel('Search characters by serial or owner').fill('LST-0011');
    await says(page, 'Showing 10 of 10 characters matching "LST-0011"');
    await context.close();
  });

  it('pages and searches the Interests tab, counting each state over every sign-up', async () => {
    const { page, context } = await openAdminTab(browser, system, 'Interests');
    await says(page, `Showing 50 of ${INTERESTS} sign-ups`);
    await page
      .getByTestId('interest-counts')
      .filter({ hasText: /^80 pending, 40 confirmed, 0 unsubscribed, 0 suppressed; 120 registered in all\.$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await says(page, `Showing 100 of ${INTERESTS} sign-ups`);
    await page.getByLabel('Search by e-mail or state').fill('confirmed');
    await says(page, 'Showing 40 of 40 sign-ups matching "confirmed"');
    await context.close();
  });

  it('pages and searches the campaigns, the versions and the audit log', async () => {
    const { page, context } = await openAdminTab(browser, system, 'Email Drafter');
    await says(page, `Showing 50 of ${CAMPAIGNS} campaigns`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await says(page, `Showing ${CAMPAIGNS} of ${CAMPAIGNS} campaigns`);
    await page.getByLabel('Search campaigns by title or state').fill('hazel');
    await says(page, 'Showing 6 of 6 campaigns matching "hazel"');

    await page.getByRole('tab', { name: 'Version Upload' }).click();
    await says(page, `Showing 50 of ${VERSIONS} versions`);
    assert.equal((await firstCells(page, 'version-row'))[0], 'v9.1', 'newest first');
    await page.getByRole('button', { name: 'Load more' }).click();
    await says(page, `Showing ${VERSIONS} of ${VERSIONS} versions`);
    await page.getByLabel('Search by tag').fill('v9.5');
    await says(page, 'Showing 11 of 11 versions matching "v9.5"');

    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await says(page, `Showing 50 of ${CHANGES} changes`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await says(page, `Showing 100 of ${CHANGES} changes`);
    await page.getByLabel("Search by summary, action or admin's e-mail").fill('hazel');
    await says(page, 'Showing 12 of 12 changes matching "hazel"');
    await context.close();
  });
});
