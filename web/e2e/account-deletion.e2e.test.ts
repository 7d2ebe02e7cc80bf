import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, seriousAccessibilityFindings, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser } from 'playwright-core';
import { adminApi, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
const PASSWORD = 'acorns-and-oak';

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('account page: Delete my account', () => {
  it('schedules the deletion with the password, signs out, and shows only the date and Cancel deletion until cancelled', async () => {
    const email = `thistle-${randomUUID().slice(0, 8)}@example.test`;
    await api('POST', '/api/auth/register', { displayName: 'Thistle', email, password: PASSWORD }, '');
    const { page, context } = await openPage(browser, system.baseUrl, { width: 390, height: 844 });
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/account');

    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    const form = page.getByRole('form', { name: 'Delete my account' });
    await page.getByText(/deleted 14 days after you ask/).waitFor();
    await form.getByLabel('Your password').fill('not-the-password');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your password is not right' }).waitFor();
    await form.getByLabel('Your password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL('**/login');
    const notice = await page.getByTestId('deletion-scheduled').textContent();
    assert.match(notice ?? '', /Your account will be deleted on \d{1,2} \w+ \d{4}, and you have been signed out everywhere/);

    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/account');
    const date = await page.getByTestId('deletion-date').textContent();
    assert.match(date ?? '', new RegExp(`The account of ${email} will be deleted on \\d{1,2} \\w+ \\d{4}`));
    assert.equal(await page.getByRole('heading', { name: 'Your characters' }).count(), 0, 'little else is shown');
    assert.equal(await page.getByRole('heading', { name: 'Your orders' }).count(), 0);
    assert.deepEqual(await seriousAccessibilityFindings(page), []);

    await page.getByRole('button', { name: 'Cancel deletion' }).click();
    await page.getByRole('heading', { name: 'Your characters' }).waitFor();
    await page.getByRole('button', { name: 'Delete account', exact: true }).waitFor();
    assert.equal(await page.getByTestId('deletion-date').count(), 0);
    // The session goes on with the new token: the page still works after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Your characters' }).waitFor();
    await context.close();
  });
});
