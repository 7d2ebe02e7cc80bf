import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  launchBrowser,
  seriousAccessibilityFindings,
  startSystem,
  testClientAddress,
  type RunningSystem,
} from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { logIn, nextAlert, openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;

const apiAddress = testClientAddress();
const uniqueEmail = () => `visitor-${randomUUID().slice(0, 8)}@example.test`;

async function registerByApi(displayName: string) {
  const email = uniqueEmail();
  const res = await fetch(`${system.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': apiAddress },
    body: JSON.stringify({ displayName, email, password: 'acorns-and-oak' }),
  });
  assert.equal(res.status, 201);
  return { email, password: 'acorns-and-oak', displayName };
}

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('visitor pages', () => {
  it('home: hero, four steps, three characters with Buy Now, Visit Map, no background image', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Storystump');
    assert.equal(await page.locator('section[aria-labelledby="how-it-works"] ol > li').count(), 4);
    const buyNow = page.getByRole('link', { name: /^Buy Now/ });
    assert.equal(await buyNow.count(), 3);
    for (const href of await buyNow.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) assert.equal(href, '/shop');
    assert.equal(await page.getByRole('link', { name: 'Visit Map' }).getAttribute('href'), '/map');
    // The app's own page, not the first view the server painted, which it replaces.
    const background = (path: string) =>
      page
        .goto(path)
        .then(() =>
          page.locator('#root:not([inert]) #main').evaluate((el) => getComputedStyle(el.parentElement!).backgroundImage),
        );
    assert.equal(await background('/'), 'none');
    assert.match(await background('/wifisetup'), /^url\(/);
    await context.close();
  });

  it('home: Learn More scrolls down by 0.9 of the window height', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/');
    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.waitForFunction(() => Math.abs(window.scrollY - window.innerHeight * 0.9) < 2, undefined, { timeout: 5000 });
    await context.close();
  });

  it('home: hovering a feature swaps the large image', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/');
    const image = page.getByTestId('feature-image');
    assert.equal(await image.getAttribute('data-active'), '0');
    await page.getByTestId('feature-item').nth(1).hover();
    assert.equal(await image.getAttribute('data-active'), '1');
    assert.equal(await image.getByRole('img').getAttribute('alt'), 'A pair of headphones with sound waves');
    await context.close();
  });

  it('footer shows the copyright and the current year', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/');
    assert.match((await page.locator('footer').textContent()) ?? '', new RegExp(`© ${new Date().getFullYear()} Storystump`));
    await context.close();
  });

  it('WIFI setup names the open network Storystump_Local and its three steps', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/wifisetup');
    assert.equal(await page.getByTestId('network-name').textContent(), 'Storystump_Local');
    assert.equal(await page.locator('ol > li').count(), 3);
    assert.match((await page.textContent('main')) ?? '', /say out loud when it is connected/);
    await context.close();
  });

  it('the basket icon opens and closes an empty basket', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/');
    const basket = page.getByRole('button', { name: 'Basket' });
    await basket.click();
    assert.equal(await basket.getAttribute('aria-expanded'), 'true');
    await page.getByText('Your Basket is Empty').waitFor();
    await basket.click();
    await page.getByText('Your Basket is Empty').waitFor({ state: 'detached' });
    await context.close();
  });

  it('at phone width the hamburger opens the menu, and choosing a link closes it', async () => {
    const { page, context } = await openPage(browser, system.baseUrl, { width: 360, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.isVisible(), false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    assert.equal(await nav.isVisible(), true);
    await page.getByRole('button', { name: 'Close menu' }).click();
    assert.equal(await nav.isVisible(), false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL('**/shop');
    assert.equal(await nav.isVisible(), false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than a 360px phone`);
    await context.close();
  });

  it('unknown pages say so, inside the layout', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    const res = await page.goto('/no/such/page');
    assert.equal(res?.status(), 404);
    await page.getByRole('heading', { name: 'Lost in the woods' }).waitFor();
    await context.close();
  });
});

describe('accounts', () => {
  it('registering leads to the account page with the display name and e-mail', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    const email = uniqueEmail();
    await page.goto('/register');
    await page.getByLabel('Display name').fill('Hazel Nut');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Password/).fill('acorns-and-oak');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/account');
    assert.equal(await page.getByTestId('display-name').textContent(), 'Hazel Nut');
    assert.equal(await page.getByTestId('email').textContent(), email);
    assert.ok(await page.evaluate(() => localStorage.getItem('token')));
    await context.close();
  });

  it('a wrong password alerts the server message', async () => {
    const { page, context, alerts } = await openPage(browser, system.baseUrl);
    const user = await registerByApi('Moss');
    await logIn(page, user.email, 'not-the-password');
    assert.equal(await nextAlert(alerts), 'Invalid e-mail or password');
    assert.match(page.url(), /\/login$/);
    await context.close();
  });

  it("a login failure without a message alerts 'Login failed'", async () => {
    const { page, context, alerts } = await openPage(browser, system.baseUrl);
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 502, body: '' }));
    await logIn(page, uniqueEmail(), 'whatever-password');
    assert.equal(await nextAlert(alerts), 'Login failed');
    await context.close();
  });

  it('registering an e-mail twice alerts the server message', async () => {
    const { page, context, alerts } = await openPage(browser, system.baseUrl);
    const user = await registerByApi('Fern');
    await page.goto('/register');
    await page.getByLabel('Display name').fill('Fern Again');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/Password/).fill('acorns-and-oak');
    await page.getByRole('button', { name: 'Register' }).click();
    assert.equal(await nextAlert(alerts), 'An account with this e-mail already exists');
    await context.close();
  });

  it("a registration failure without a message alerts 'Registration failed'", async () => {
    const { page, context, alerts } = await openPage(browser, system.baseUrl);
    await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/register');
    await page.getByLabel('Display name').fill('Nobody');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel(/Password/).fill('acorns-and-oak');
    await page.getByRole('button', { name: 'Register' }).click();
    assert.equal(await nextAlert(alerts), 'Registration failed');
    await context.close();
  });

  it('/account without a token goes to /login, and back to /account after logging in', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    const user = await registerByApi('Bramble');
    await page.goto('/account');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/account');
    assert.equal(await page.getByTestId('display-name').textContent(), 'Bramble');
    await context.close();
  });

  it('an admin sent to /login from /admin comes back to /admin', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/admin');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(system.adminEmail);
    await page.getByLabel('Password').fill(system.adminPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('tab', { name: 'Analytics', selected: true }).waitFor();
    await context.close();
  });

  it('a non-admin on /admin is sent to /', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    const user = await registerByApi('Pip');
    await logIn(page, user.email, user.password);
    await page.waitForURL('**/account');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('logging out removes the token, and the server refuses it from then on', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    const user = await registerByApi('Sorrel');
    await logIn(page, user.email, user.password);
    await page.waitForURL('**/account');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    const me = await fetch(`${system.baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(me.status, 401);
    await context.close();
  });
});

describe('admin: users', () => {
  async function openUsersTab() {
    const session = await openPage(browser, system.baseUrl);
    await logIn(session.page, system.adminEmail, system.adminPassword);
    await session.page.waitForURL('**/account');
    await session.page.goto('/admin');
    await session.page.getByRole('tab', { name: 'Users' }).click();
    return session;
  }

  /** A user's row, found by searching the paged list for their e-mail. */
  async function userRow(page: Page, email: string) {
    await page.getByLabel('Search by e-mail or name').fill(email);
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await row.waitFor();
    return row;
  }

  it('lists users with their role as admin or User', async () => {
    const user = await registerByApi('Listed');
    const { page, context } = await openUsersTab();
    const row = await userRow(page, user.email);
    assert.equal(await row.locator('td').nth(2).textContent(), 'User');
    const adminRow = await userRow(page, system.adminEmail);
    assert.equal(await adminRow.locator('td').nth(2).textContent(), 'admin');
    await context.close();
  });

  it('promotes, demotes and (after confirming) deletes a user, saying so each time', async () => {
    const user = await registerByApi('Willow');
    const { page, context } = await openUsersTab();
    const row = await userRow(page, user.email);

    await row.getByRole('button', { name: /^Promote to Admin/ }).click();
    await page.getByRole('status').filter({ hasText: 'User promoted to admin successfully.' }).waitFor();
    // The list is read again after the change: its row shows the new role once that answer is in.
    await row
      .locator('td')
      .nth(2)
      .filter({ hasText: /^admin$/ })
      .waitFor();

    await row.getByRole('button', { name: /^Demote to User/ }).click();
    await page.getByRole('status').filter({ hasText: 'User demoted to regular role successfully.' }).waitFor();
    await row
      .locator('td')
      .nth(2)
      .filter({ hasText: /^User$/ })
      .waitFor();

    await row.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog');
    assert.equal(await dialog.locator('p').textContent(), 'Are you sure you want to delete this user?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await row.count(), 1);

    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'User deleted successfully.' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it("shows 'Error: ' and the server's message when the server refuses", async () => {
    const { page, context } = await openUsersTab();
    const me = await userRow(page, system.adminEmail);
    await me.getByRole('button', { name: /^Demote to User/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Error: You cannot demote your own account' }).waitFor();
    await me.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error: You cannot delete your own account' }).waitFor();
    await context.close();
  });

  it('shows the default failure texts when the server gives no message', async () => {
    const admin = await registerByApi('Target');
    const { page, context } = await openUsersTab();
    await page.route(/\/api\/users\/[^/]+(\/(promote|demote))?$/, (route) =>
      route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 500, body: '' }),
    );
    const row = await userRow(page, admin.email);
    await row.getByRole('button', { name: /^Promote to Admin/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Error: Failed to promote user' }).waitFor();
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error: Failed to delete user' }).waitFor();
    const adminRow = await userRow(page, system.adminEmail);
    await adminRow.getByRole('button', { name: /^Demote to User/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Error: Failed to demote user' }).waitFor();
    await context.close();
  });

  it("shows 'Failed to fetch users.' when the list cannot be loaded", async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, system.adminEmail, system.adminPassword);
    await page.waitForURL('**/account');
    await page.route(/\/api\/users\?/, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch users.' }).waitFor();
    await context.close();
  });
});

describe('accessibility', () => {
  const publicPages = ['/', '/shop', '/map', '/contact', '/wifisetup', '/login', '/register', '/success'];

  for (const path of publicPages) {
    it(`${path} has no serious or critical axe findings`, async () => {
      const { page, context } = await openPage(browser, system.baseUrl);
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      assert.deepEqual(await seriousAccessibilityFindings(page), []);
      await context.close();
    });
  }

  it('/account and /admin (Users tab) have no serious or critical axe findings', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, system.adminEmail, system.adminPassword);
    await page.waitForURL('**/account');
    await page.getByTestId('display-name').waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByTestId('user-row').first().waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });

  it('the open basket and the phone menu have no serious or critical axe findings', async () => {
    const { page, context } = await openPage(browser, system.baseUrl, { width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Basket' }).click();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });
});
