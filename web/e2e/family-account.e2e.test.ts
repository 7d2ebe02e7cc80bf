import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  eventually,
  launchBrowser,
  outboxMails,
  seriousAccessibilityFindings,
  startSystem,
  type RunningSystem,
} from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { adminApi, saysAlert, saysStatus, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';
import { createCharacter, FAMILY_PASSWORD as PASSWORD, registerFamily } from './family-fixtures.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;

async function addCharacter(page: Page, serialNumber: string, claimCode: string) {
  const form = page.getByRole('form', { name: 'Add a character' });
  const opener = page.getByRole('button', { name: 'Add a character', exact: true });
  // Open from the start for a family with no characters; behind this button once they have one.
  await Promise.race([form.waitFor(), opener.waitFor()]);
  if (await opener.isVisible()) await opener.click();
  await form.waitFor();
  await form.getByLabel('Serial number').fill(serialNumber);
  await form.getByLabel('Claim code').fill(claimCode);
  await form.getByRole('button', { name: 'Add character' }).click();
}

/** The path and query of the reset link mailed to `email` most lately, as the reader's browser follows it. */
async function resetLinkMailedTo(email: string): Promise<string> {
  const mails = await eventually(
    () => outboxMails(system.logDir, `To: ${email}`),
    (found) => found.some((mail) => mail.includes('Subject: Reset your Storystump password')),
  );
  const link = /http:\/\/\S+(\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(mails.at(-1) ?? '');
  assert.ok(link, `no reset link reached ${email}`);
  return link[1]!;
}

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('account page: Add a character', () => {
  it('adds the character from the code in its box and shows it chosen in the list; says what went wrong otherwise', async () => {
    const family = await registerFamily(api, 'Bramble');
    const owl = await createCharacter(api, 'owl');
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, family.email, PASSWORD);
    await page.waitForURL('**/account');
    await page.getByTestId('no-characters').waitFor();

    await addCharacter(page, owl.serialNumber, owl.claimCode.startsWith('2') ? '33333-33333' : '22222-22222');
    await saysAlert(page, 'Error: No character has this serial number and claim code. Please check both on the card in the box.');
    assert.equal(await page.getByTestId('character').count(), 0);

    // As a parent types it from the card: lower case, a space for the dash.
    await addCharacter(page, owl.serialNumber, owl.claimCode.toLowerCase().replace('-', ' '));
    await saysStatus(page, `owl (${owl.serialNumber}) is now in your account.`);
    const listed = page.getByTestId('character').filter({ hasText: owl.serialNumber });
    await listed.waitFor();
    assert.equal(await listed.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByTestId('no-characters').count(), 0);
    await page.getByRole('heading', { name: `Where owl (${owl.serialNumber}) has been` }).waitFor();

    await addCharacter(page, owl.serialNumber, owl.claimCode);
    await saysAlert(page, `Error: owl (${owl.serialNumber}) is already in your account`);
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });
});

describe('a forgotten password', () => {
  it('mails a link from the login page, whose page sets a new password once', async () => {
    const family = await registerFamily(api, 'Sorrel');
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The page's code arrives after its address: the login form stays until it has.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(family.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await saysStatus(
      page,
      `If an account uses ${family.email}, we have sent it a link to choose a new password. The link works once, for an hour.`,
    );
    assert.deepEqual(await seriousAccessibilityFindings(page), []);

    const link = await resetLinkMailedTo(family.email);
    await page.goto(link);
    await page.getByLabel('New password (at least 8 characters)').fill('moss-on-the-stones');
    await page.getByLabel('New password again').fill('moss-on-the-stone');
    await page.getByRole('button', { name: 'Set my new password' }).click();
    await saysAlert(page, 'Error: the two passwords are not the same');
    await page.getByLabel('New password again').fill('moss-on-the-stones');
    await page.getByRole('button', { name: 'Set my new password' }).click();
    await saysStatus(page, 'Your password has been changed, and you have been signed out everywhere.');
    assert.deepEqual(await seriousAccessibilityFindings(page), []);

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login');
    await logIn(page, family.email, 'moss-on-the-stones');
    await page.waitForURL('**/account');

    // The same link again: it has done its work.
    await page.goto(link);
    await page.getByLabel('New password (at least 8 characters)').fill('someone-elses-idea');
    await page.getByLabel('New password again').fill('someone-elses-idea');
    await page.getByRole('button', { name: 'Set my new password' }).click();
    await saysAlert(
      page,
      'Error: This password reset link has already been used. If you still need to reset your password, please ask for a new one.',
    );
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL('**/forgot-password');
    await context.close();
  });
});

describe('account page: Your password', () => {
  it('changes the password with the current one and stays signed in', async () => {
    const family = await registerFamily(api, 'Teasel');
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, family.email, PASSWORD);
    await page.waitForURL('**/account');
    await page.getByRole('button', { name: 'Change password' }).click();
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password (at least 8 characters)').fill('hazelnuts-in-june');
    await form.getByRole('button', { name: 'Change password' }).click();
    await saysAlert(page, 'Error: Your current password is not right');

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await saysStatus(page, 'Your password has been changed, and you have been signed out everywhere else.');
    await page.reload();
    await page.getByTestId('display-name').waitFor();
    assert.equal(new URL(page.url()).pathname, '/account');
    await context.close();
  });
});
