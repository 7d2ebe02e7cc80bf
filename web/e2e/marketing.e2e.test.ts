import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { CampaignView, InterestView } from '@storystump/contracts';
import { eventually, launchBrowser, outboxMails, startSystem, type RunningSystem } from '@storystump/testing';
import type { Browser, Page } from 'playwright-core';
import { adminApi, openAdminTab as openTab, saysAlert, saysStatus, type AdminApi } from './admin-session.js';
import { logIn, openPage } from './browser-session.js';

let system: RunningSystem;
let browser: Browser;
let api: AdminApi;
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const openAdminTab = (tab: string) => openTab(browser, system, tab);
const failWith500 = (page: Page, path: string | RegExp) => page.route(path, (route) => route.fulfill({ status: 500, body: '' }));
/** Answers the question a bulk mail asks before it goes ("Send to N people?") with Confirm. */
const confirmSending = async (page: Page) => {
  const dialog = page.getByRole('dialog').filter({ hasText: /^Send to [\d,]+ (people|person)\?/ });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};

before(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  ({ api } = await adminApi(system));
});
after(async () => {
  await browser?.close();
  await system?.stop();
});

describe('contact page', () => {
  it('signs up for news and sends a message, clearing each form on success', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Join Our Growing Adventure!' }).waitFor();
    const email = `${unique('news')}@example.test`;
    const signUp = page.getByRole('form', { name: 'Keep me updated' });
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByRole('button', { name: 'Keep Me Updated' }).click();
    await saysStatus(page, 'Successfully registered!');
    assert.equal(await signUp.getByLabel('Email').inputValue(), '');
    const interests = await api<InterestView[]>('GET', '/api/interest/interests');
    assert.ok(interests.some((interest) => interest.email === email));

    const message = page.getByRole('form', { name: 'Send us a message' });
    await message.getByLabel('Your email').fill('visitor@example.test');
    await message.getByLabel('Message').fill('Can the owl sing?');
    await message.getByRole('button', { name: 'Send Message' }).click();
    await saysStatus(page, 'Your message has been sent successfully!');
    assert.equal(await message.getByLabel('Message').inputValue(), '');
    await context.close();
  });

  it('keeps what was typed and says so when either fails', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await failWith500(page, /\/api\/(interest\/register-interest|contact\/enquire)$/);
    await page.goto('/contact');
    const signUp = page.getByRole('form', { name: 'Keep me updated' });
    await signUp.getByLabel('Email').fill('kept@example.test');
    await signUp.getByRole('button', { name: 'Keep Me Updated' }).click();
    await saysAlert(page, 'Registration failed. Please try again.');
    assert.equal(await signUp.getByLabel('Email').inputValue(), 'kept@example.test');
    const message = page.getByRole('form', { name: 'Send us a message' });
    await message.getByLabel('Your email').fill('visitor@example.test');
    await message.getByLabel('Message').fill('Still here');
    await message.getByRole('button', { name: 'Send Message' }).click();
    await saysAlert(page, 'There was an error sending your message. Please try again.');
    assert.equal(await message.getByLabel('Message').inputValue(), 'Still here');
    await context.close();
  });
});

describe('tree stump enquiry on the shop', () => {
  const fill = async (page: Page) => {
    const form = page.getByRole('form', { name: 'Tree stump enquiry' });
    for (const [label, value] of [
      ['First name *', 'Bramble'],
      ['Last name *', 'Thorn'],
      ['Email *', 'bramble@example.test'],
      ['Address line 1 *', '3 Hedge End'],
      ['City *', 'Mossford'],
      ['State *', 'Mercia'],
      ['Postal code *', 'MO3 5SS'],
      ['Country *', 'UK'],
      ['Stump location', 'By the pond'],
      ['Short description *', 'A wide oak stump'],
    ]) {
      await form.getByLabel(label!, { exact: true }).fill(value!);
    }
    return form;
  };

  it('marks the required fields, is replaced by "Successfully sent", and reset clears every field', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await page.goto('/shop');
    const form = await fill(page);
    assert.equal(await form.getByLabel('Address line 2', { exact: true }).getAttribute('required'), null);
    assert.notEqual(await form.getByLabel('City *').getAttribute('required'), null);
    await form.getByRole('button', { name: 'Reset' }).click();
    assert.equal(await form.getByLabel('Stump location').inputValue(), '');
    assert.equal(await form.getByLabel('First name *').inputValue(), '');

    await fill(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await saysStatus(page, 'Successfully sent');
    assert.equal(await page.getByRole('form', { name: 'Tree stump enquiry' }).count(), 0);
    await context.close();
  });

  it('keeps the form and says "An error occurred. Please try again." when sending fails', async () => {
    const { page, context } = await openPage(browser, system.baseUrl);
    await failWith500(page, /\/api\/contact$/);
    await page.goto('/shop');
    const form = await fill(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await saysAlert(page, 'An error occurred. Please try again.');
    assert.equal(await form.getByLabel('First name *').inputValue(), 'Bramble');
    await context.close();
  });
});

/** Signs an address up, opens the link of its confirmation mail and presses Confirm, as its owner would. */
async function confirmedAddress(prefix: string): Promise<string> {
  const email = `${unique(prefix)}@example.test`;
  await api('POST', '/api/interest/register-interest', { email });
  const [mail] = await eventually(
    () => outboxMails(system.logDir, `To: ${email}`),
    (mails) => mails.length > 0,
  );
  const link = new URL(/(http:\/\/\S+\/api\/interest\/confirm\?\S+)/.exec(mail!)![1]!);
  const { page, context } = await openPage(browser, system.baseUrl);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('your address is confirmed').waitFor();
  await context.close();
  return email;
}

describe('admin: Interests', () => {
  it('lists the registered interests with their states, or says it could not', async () => {
    const email = `${unique('listed')}@example.test`;
    await api('POST', '/api/interest/register-interest', { email });
    const confirmed = await confirmedAddress('confirmed');
    const { page, context } = await openAdminTab('Interests');
    const row = page.getByTestId('interest-row').filter({ hasText: email });
    await row.waitFor();
    assert.equal(await row.locator('td').nth(2).textContent(), 'pending');
    assert.equal(
      await page.getByTestId('interest-row').filter({ hasText: confirmed }).locator('td').nth(2).textContent(),
      'confirmed',
    );
    assert.match(
      (await page.getByTestId('interest-counts').textContent())!,
      /\d+ pending, \d+ confirmed, \d+ unsubscribed, \d+ suppressed/,
    );
    await failWith500(page, /\/api\/interest\/interests(\?.*)?$/);
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.reload();
    await page.getByRole('tab', { name: 'Interests' }).click();
    await saysAlert(page, 'Failed to fetch interests.');
    await context.close();
  });
});

describe('admin: Email Drafter', () => {
  it('formats with every tool, needs a subject, sends, and shows the campaign going out', async () => {
    await api('POST', '/api/interest/register-interest', { email: `${unique('reader')}@example.test` });
    const { page, context } = await openAdminTab('Email Drafter');
    const body = page.getByRole('textbox', { name: 'Email body' });
    await body.waitFor();
    const tool = (name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/email-marketing/send-bulk-email')) sent.push(request.postData() ?? '');
    });

    await body.click();
    await tool('Header 1').click();
    await page.keyboard.type('Big news');
    await page.keyboard.press('Enter');
    await tool('Header 2').click();
    await page.keyboard.type('Smaller news');
    await page.keyboard.press('Enter');
    await tool('Header 2').click();
    for (const [name, text] of [
      ['Bold', 'bold'],
      ['Italic', 'italic'],
      ['Underline', 'under'],
      ['Strike', 'struck'],
    ] as const) {
      await tool(name).click();
      await page.keyboard.type(text);
      await tool(name).click();
      await page.keyboard.type(' ');
    }
    await page.getByLabel('Font').selectOption('Georgia');
    await page.keyboard.type('serif');
    await page.getByLabel('Size').selectOption({ label: 'Large' });
    await page.keyboard.type('big');
    await page.keyboard.press('Enter');
    await page.getByLabel('Font').selectOption('');
    await page.getByLabel('Size').selectOption('');
    await tool('Blockquote').click();
    await page.keyboard.type('quoted');
    await page.keyboard.press('Enter');
    await tool('Blockquote').click();
    await tool('Bulleted list').click();
    await page.keyboard.type('dot');
    await page.keyboard.press('Enter');
    await tool('Bulleted list').click();
    await tool('Numbered list').click();
    await page.keyboard.type('first');
    await page.keyboard.press('Enter');
    await tool('Numbered list').click();
    await tool('Indent').click();
    await page.keyboard.type('indented');
    const embed = async (what: string, url: string) => {
      await tool(what).click();
      await page.getByRole('textbox', { name: `${what} address` }).fill(url);
      await page.getByRole('button', { name: `Insert ${what.toLowerCase()}` }).click();
    };
    await embed('Link', 'https://example.test/more');
    await embed('Image', 'https://example.test/owl.png');
    await embed('Video', 'https://www.youtube.com/embed/dQw4w9WgXcQ');

    await page.getByRole('button', { name: 'Send Email' }).click();
    // The browser asks for the subject before anything is sent.
    assert.equal(sent.length, 0);
    assert.equal(await page.getByLabel('Subject').evaluate((input: HTMLInputElement) => input.validity.valueMissing), true);

    await page.getByLabel('Subject').fill('All the news');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await confirmSending(page);
    await saysStatus(page, 'Email sent successfully!');
    const html = (JSON.parse(sent[0]!) as { htmlContent: string }).htmlContent;
    for (const made of [
      '<h1>Big news</h1>',
      '<h2>Smaller news</h2>',
      '<strong>bold</strong>',
      '<em>italic</em>',
      '<u>under</u>',
      '<s>struck</s>',
      'font-family: Georgia',
      'font-size: 20px',
      '<blockquote>quoted</blockquote>',
      '<ul><li>dot</li></ul>',
      '<ol><li>first</li></ol>',
      'padding-left: 2em',
      '<a href="https://example.test/more">',
      '<img src="https://example.test/owl.png"',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      assert.ok(html.includes(made), `${made} in ${html}`);
    }
    const progress = page.getByTestId('campaign-progress');
    await page.locator('[data-testid="campaign-progress"][data-status="done"]').waitFor({ timeout: 30_000 });
    assert.match((await progress.locator('label').textContent())!, /^\d+ of \d+ sent\. Done\.$/);
    assert.equal(await page.getByLabel('Subject').inputValue(), '');
    const campaigns = await api<CampaignView[]>('GET', '/api/email-marketing/campaigns');
    assert.equal(campaigns[0]?.subject, 'All the news');
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`asks "Send to N people?" with the count of confirmed addresses, and Cancel sends nothing (${viewport.width} px)`, async () => {
      await confirmedAddress('counted-reader');
      const session = await openPage(browser, system.baseUrl, viewport);
      const { page, context } = session;
      await logIn(page, system.adminEmail, system.adminPassword);
      await page.waitForURL('**/account');
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Email Drafter' }).click();
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/email-marketing/send-bulk-email')) sent.push(request.url());
      });
      await page.getByRole('textbox', { name: 'Email body' }).click();
      await page.keyboard.type('Owls at dawn');
      const subject = unique('Dawn');
      await page.getByLabel('Subject').fill(subject);
      const before = await api<{ confirmed: number }>('GET', '/api/interest/summary');
      await page.getByRole('button', { name: 'Send Email' }).click();
      const question = page.getByRole('dialog').locator('p');
      await question.waitFor();
      const after = await api<{ confirmed: number }>('GET', '/api/interest/summary');
      const asked = /^Send to ([\d,]+) (people|person)\?$/.exec((await question.textContent())!);
      assert.ok(asked, `the question: ${await question.textContent()}`);
      const count = Number(asked[1]!.replaceAll(',', ''));
      assert.ok(before.confirmed >= 1 && count >= before.confirmed && count <= after.confirmed, `${count} confirmed`);
      const box = await page.getByRole('dialog').boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, 'the question is in the window');

      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.waitForTimeout(500);
      assert.deepEqual(sent, []);
      assert.equal(await page.getByLabel('Subject').inputValue(), subject, 'the draft is kept');
      const campaigns = await api<CampaignView[]>('GET', '/api/email-marketing/campaigns');
      assert.equal(campaigns.filter((campaign) => campaign.subject === subject).length, 0);

      await page.getByRole('button', { name: 'Send Email' }).click();
      await confirmSending(page);
      await saysStatus(page, 'Email sent successfully!');
      assert.equal(sent.length, 1);
      await context.close();
    });
  }

  it('sends a test to the admin, schedules a campaign, lists it with its results and cancels it', async () => {
    await confirmedAddress('scheduled-reader');
    const { page, context } = await openAdminTab('Email Drafter');
    const body = page.getByRole('textbox', { name: 'Email body' });
    await body.click();
    await page.keyboard.type('Owls at dusk');
    const subject = unique('Dusk');
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('button', { name: 'Send test' }).click();
    await saysStatus(page, `Test sent to ${system.adminEmail}.`);
    await eventually(
      () => outboxMails(system.logDir, `Subject: [Test] ${subject}`),
      (mails) => mails.length === 1,
    );

    const inAnHour = new Date(Date.now() + 3_600_000);
    const local = new Date(inAnHour.getTime() - inAnHour.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByLabel('Send at (leave empty to send now)').fill(local);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await confirmSending(page);
    await saysStatus(page, 'Email scheduled for');
    const row = page.getByTestId('campaign-row').filter({ hasText: subject });
    await row.waitFor();
    assert.equal(await row.getAttribute('data-status'), 'scheduled');
    const campaigns = await api<CampaignView[]>('GET', '/api/email-marketing/campaigns');
    const scheduled = campaigns.find((campaign) => campaign.subject === subject)!;
    assert.equal(scheduled.status, 'scheduled');
    assert.ok(Math.abs(Date.parse(scheduled.sendAt) - inAnHour.getTime()) < 60_000, `${scheduled.sendAt} is in an hour`);

    await row.getByRole('button', { name: `Cancel the campaign ${subject}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await saysStatus(page, 'Campaign cancelled.');
    await page.locator(`[data-testid="campaign-row"][data-status="cancelled"]`).filter({ hasText: subject }).waitFor();
    assert.equal(await row.getByRole('button', { name: /Cancel/ }).count(), 0);
    await context.close();
  });

  it("shows each campaign's recipients, sends and follows of its links", async () => {
    await confirmedAddress('results-reader');
    const subject = unique('Results');
    const sent = await api<CampaignView>('POST', '/api/email-marketing/send-bulk-email', {
      subject,
      htmlContent: '<p><a href="https://example.test/owl-news">Owl news</a></p>',
    });
    await eventually(
      () => api<CampaignView>('GET', `/api/email-marketing/campaigns/${sent._id}`),
      (view) => view.status === 'done',
      30_000,
    );
    const [mail] = (await outboxMails(system.logDir, `Subject: ${subject}`)).slice(0, 1);
    const counted = new URL(
      /href="(http:\/\/[^"]+\/api\/email-marketing\/link\?[^"]+)"/.exec(mail!)![1]!.replaceAll('&amp;', '&'),
    );
    await fetch(`${system.baseUrl}${counted.pathname}${counted.search}`, { redirect: 'manual' });
    const { page, context } = await openAdminTab('Email Drafter');
    const row = page.locator('[data-testid="campaign-row"][data-status="done"]').filter({ hasText: subject });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    assert.equal(cells[2], 'done');
    assert.ok(Number(cells[3]) >= 1 && cells[3] === cells[4], `recipients and sent: ${cells.join(' | ')}`);
    assert.equal(cells[7], 'https://example.test/owl-news: 1');
    await context.close();
  });

  it('cleans the formatting of the block in hand away, and says "Failed to send email." when sending fails', async () => {
    const { page, context } = await openAdminTab('Email Drafter');
    const body = page.getByRole('textbox', { name: 'Email body' });
    await body.click();
    const tool = (name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
    await tool('Header 1').click();
    await tool('Bold').click();
    await page.keyboard.type('loud');
    await tool('Clean').click();
    assert.equal(await body.locator('h1, strong').count(), 0, await body.innerHTML());
    await failWith500(page, /\/api\/email-marketing\/send-bulk-email$/);
    await page.getByLabel('Subject').fill('Will fail');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await confirmSending(page);
    await saysAlert(page, 'Failed to send email.');
    assert.equal(await page.getByLabel('Subject').inputValue(), 'Will fail');
    await context.close();
  });
});
