import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  eventually,
  launchBrowser,
  outboxMails,
  seriousAccessibilityFindings,
  startSystem,
  type RunningSystem,
} from '@storystump/testing';
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

describe('account page: Your data', () => {
  it('exports the family’s data from a button, shows it being prepared, then its download link', async () => {
    const email = `linden-${randomUUID().slice(0, 8)}@example.test`;
    await api('POST', '/api/auth/register', { displayName: 'Linden', email, password: PASSWORD }, '');
    const { page, context } = await openPage(browser, system.baseUrl);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/account');

    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Export my data' }).click();
    const link = section.getByRole('link', { name: 'Download your data' });
    // Prepared in moments: the page shows "being prepared" until the link takes its place.
    await Promise.race([section.getByTestId('export-pending').waitFor(), link.waitFor({ timeout: 30_000 })]);
    await link.waitFor({ timeout: 30_000 });
    const href = await link.getAttribute('href');
    assert.match(href ?? '', /^\/api\/users\/me\/exports\/[0-9a-f-]{36}\?expires=\d+&signature=[A-Za-z0-9_-]+$/);
    assert.match((await section.getByTestId('export-ready').textContent()) ?? '', /\(until .+\)$/);

    const download = await page.request.get(href!);
    assert.equal(download.status(), 200);
    assert.equal(download.headers()['content-type'], 'application/zip');
    assert.match(
      download.headers()['content-disposition'] ?? '',
      /^attachment; filename="storystump-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const mails = await eventually(
      () => outboxMails(system.logDir, `To: ${email}`),
      (found) => found.some((mail) => mail.includes('Your Storystump data export is ready')),
    );
    assert.ok(
      mails.some((mail) => mail.includes(href!.replace(/&/g, '&amp;')) || mail.includes(href!)),
      'the mail has the same link',
    );
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();
  });
});
