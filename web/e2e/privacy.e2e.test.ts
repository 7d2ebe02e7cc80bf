import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { PRIVACY_NOTICE_VERSION, type MeView, type PrivacyNotice } from '@storystump/contracts';
import { launchBrowser, seriousAccessibilityFindings, startSystem, type RunningSystem } from '@storystump/testing';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { adminApi, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
let db: pg.Client;
const PASSWORD = 'acorns-and-oak';
const familyEmail = () => `privacy-${randomUUID().slice(0, 8)}@example.test`;

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

describe('the privacy notice', () => {
  it("is linked from every page's footer and states how long each kind of data is kept, as the system is set", async () => {
    const { retention } = await api<PrivacyNotice>('GET', '/api/privacy', undefined, '');
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/shop');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { name: 'Privacy notice', level: 1 }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(`stay linked to your character for ${retention.visitMonths} months`).waitFor();
    await main.getByText(`kept one by one for ${retention.analyticsMonths} months`).waitFor();
    await main.getByText(`works for ${retention.passwordResetMinutes} minutes, once`).waitFor();
    await main.getByText(`it is deleted ${retention.deletionGraceDays} days later`).waitFor();
    await main.getByText(`works for ${retention.exportLinkHours} hours`).waitFor();
    for (const shared of ['card payment provider', 'mail relay']) await main.getByText(shared).first().waitFor();
    await main.getByText(`Version ${PRIVACY_NOTICE_VERSION}`).waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });

  it('is linked from the register form, which says whom an account is for; registering accepts it', async () => {
    const email = familyEmail();
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/register');
    const form = page.locator('form');
    await form
      .getByText('Accounts are for parents and guardians aged 18 or over. By registering you accept our privacy notice.')
      .waitFor();
    assert.equal(await form.getByRole('link', { name: 'privacy notice' }).getAttribute('href'), '/privacy');
    await page.getByLabel('Display name').fill('Yarrow');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password (at least 8 characters)').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getByRole('region', { name: /privacy notice/ }).count(), 0, 'no prompt after registering');
    await context.close();
  });

  it('asks a family that accepted an older notice to read and accept the new one, once', async () => {
    const email = familyEmail();
    const { token } = await api<{ token: string }>(
      'POST',
      '/api/auth/register',
      { displayName: 'Teasel', email, password: PASSWORD },
      '',
    );
    // Before the account's first signed-in request, which reads it afresh.
    await db.query(`UPDATE identity.users SET notice_version = '2020-01-01' WHERE email = $1`, [email]);
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/account');
    const prompt = page.getByRole('region', { name: 'Our privacy notice has changed' });
    await prompt.waitFor();
    assert.equal(await prompt.getByRole('link', { name: 'privacy notice' }).getAttribute('href'), '/privacy');
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await prompt.getByRole('button', { name: 'I have read it and accept' }).click();
    await prompt.waitFor({ state: 'detached' });

    const me = await api<MeView>('GET', '/api/users/me', undefined, token);
    assert.equal(me.consent?.noticeVersion, PRIVACY_NOTICE_VERSION);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    assert.equal(await page.getByRole('region', { name: /privacy notice/ }).count(), 0, 'asked once only');
    await context.close();
  });
});
