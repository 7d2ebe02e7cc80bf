import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CampaignRoutes, ContactRoutes, InterestRoutes, UnsubscribeRoutes } from '@storystump/contracts';
import { eventually, outboxMails, startSystem, testClientAddress, type RunningSystem, apiClient } from '@storystump/testing';
import pg from 'pg';
import { signInAsAdmin, registerShopper } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;
let userToken: string;
let db: pg.Client;

const stump = {
  firstName: 'Hazel',
  lastName: 'Nut',
  email: 'hazel@example.test',
  addressLine1: '2 Copse Row',
  city: 'Fernley',
  state: 'Wessex',
  postalCode: 'FE2 3RN',
  country: 'UK',
  shortDescription: 'A beech stump by the gate',
};

const CONFIRM_SUBJECT = 'Subject: Please confirm you would like news from Storystump';

/** The confirmation link mailed to `email`, once its mail is written. */
async function confirmationLinkOf(email: string): Promise<URL> {
  const [mail] = await eventually(
    () => outboxMails(system.logDir, `To: ${email}`),
    (mails) => mails.some((m) => m.includes(CONFIRM_SUBJECT)),
  ).then((mails) => mails.filter((m) => m.includes(CONFIRM_SUBJECT)));
  return new URL(/(http:\/\/\S+\/api\/interest\/confirm\?id=[0-9a-f-]{36}&signature=[A-Za-z0-9_-]{43})/.exec(mail!)![1]!);
}

/** What a reader's browser does with a link from a mail: the same path and query, on this system. */
const follow = (link: URL, init?: RequestInit) => fetch(`${system.baseUrl}${link.pathname}${link.search}`, init);

/** A sign-up from an address of its own: the sign-up rate limit counts per address. */
const signUp = (email: string) => apiClient(system.baseUrl, testClientAddress())(InterestRoutes.register, { body: { email } });

/** What a browser does with the page of a mail's link: posts its form, as its button would. */
async function pressButtonOf(page: string): Promise<Response> {
  const action = /<form method="post" action="([^"]+)">/.exec(page)![1]!.replaceAll('&amp;', '&');
  return fetch(`${system.baseUrl}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
}

/** An address signed up and confirmed as its owner would: through the page of its confirmation mail's link. */
async function confirmedReader(name: string): Promise<string> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  assert.equal((await signUp(email)).status, 200);
  const page = await follow(await confirmationLinkOf(email));
  assert.equal(page.status, 200);
  assert.equal((await pressButtonOf(await page.text())).status, 200);
  return email;
}

/** The parts of a page's policy that let it show its own style and post its form, and nothing else. */
function assertPagePolicy(answer: Response): void {
  const policy = answer.headers.get('content-security-policy') ?? '';
  assert.match(policy, /style-src 'self' 'unsafe-inline'/);
  assert.match(policy, /form-action 'self'/);
  assert.match(policy, /script-src 'self'/);
  assert.doesNotMatch(policy, /default-src 'none'/);
  assert.equal(answer.headers.get('cache-control'), 'no-store');
}

const confirmationMailsTo = async (email: string) =>
  (await outboxMails(system.logDir, `To: ${email}`)).filter((mail) => mail.includes(CONFIRM_SUBJECT));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the clock's next minute has begun (and a little more). */
const untilNextMinute = () => sleep(60_000 - (Date.now() % 60_000) + 200);

const interestOf = async (email: string) =>
  (await call(InterestRoutes.list, { token: adminToken })).body.find((i) => i.email === email);

const campaignOf = async (id: string) => (await call(CampaignRoutes.get, { params: { id }, token: adminToken })).body;

const finished = (id: string) =>
  eventually(
    () => campaignOf(id),
    (view) => view.status === 'done',
    30_000,
  );

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
  userToken = await registerShopper(call, 'Wren');
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await system?.stop();
});

describe('interests', () => {
  it('registers an e-mail (twice is fine, one row) and lists it to admins only', async () => {
    const email = `sign-up-${randomUUID().slice(0, 8)}@example.test`;
    for (let i = 0; i < 2; i++) {
      const res = await call(InterestRoutes.register, { body: { email } });
      assert.equal(res.status, 200);
    }
    const list = await call(InterestRoutes.list, { token: adminToken });
    assert.equal(list.body.filter((interest) => interest.email === email).length, 1);
    assert.ok(list.body.find((interest) => interest.email === email)?.registeredAt);
    assert.equal((await call(InterestRoutes.list, { token: userToken })).status, 403);
    assert.equal((await call(InterestRoutes.list)).status, 401);
  });

  it('counts the sign-ups in each state over every sign-up, more than a page holds, to admins only', async () => {
    // 60 pending, 20 unsubscribed and 10 suppressed (none of them mailable, so no other test's mailing grows).
    const tag = randomUUID().slice(0, 8);
    await db.query(
      `INSERT INTO marketing.interests (id, email, registered_at, confirmed_at, unsubscribed_at, suppressed_at)
       SELECT gen_random_uuid(), 'counted-' || n || '-' || $1 || '@example.test', now(),
              CASE WHEN n > 60 THEN now() END, CASE WHEN n > 60 AND n <= 80 THEN now() END, CASE WHEN n > 80 THEN now() END
         FROM generate_series(1, 90) AS n`,
      [tag],
    );
    const summary = await call(InterestRoutes.summary, { token: adminToken });
    assert.equal(summary.status, 200);
    const { pending, confirmed, unsubscribed, suppressed, total } = summary.body;
    assert.equal(total, pending + confirmed + unsubscribed + suppressed);
    assert.ok(pending >= 60 && unsubscribed >= 20 && suppressed >= 10, JSON.stringify(summary.body));
    const page = await call(InterestRoutes.list, { token: adminToken, query: { limit: 50, q: tag } });
    assert.equal(page.body.length, 50);
    assert.equal(page.headers.get('x-total-count'), '90');
    assert.equal((await call(InterestRoutes.summary, { token: userToken })).status, 403);
    assert.equal((await call(InterestRoutes.summary)).status, 401);
  });

  it("mails a confirmation link whose page confirms the address by its button only, not by a scanner's GET or HEAD", async () => {
    const email = `double-${randomUUID().slice(0, 8)}@example.test`;
    const res = await signUp(email);
    assert.deepEqual([res.status, res.body], [200, { registered: true }]);
    assert.equal((await interestOf(email))?.state, 'pending');
    const link = await confirmationLinkOf(email);
    // A mail scanner looks at the link, then follows it: the address stays pending.
    const looked = await follow(link, { method: 'HEAD' });
    assert.equal(looked.status, 200);
    const page = await follow(link);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assertPagePolicy(page);
    const html = await page.text();
    assert.match(html, /<h1>Would you like news from Storystump\?<\/h1>/);
    assert.match(
      html,
      /<form method="post" action="\/api\/interest\/confirm\?id=[0-9a-f-]{36}&amp;signature=[A-Za-z0-9_-]{43}">/,
    );
    assert.match(html, /<button type="submit">Confirm<\/button>/);
    assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
    assert.match(html, /<style>[^<]*#2f5d3a/, "styled in the shop's colours");
    assert.ok(!html.includes(email), 'the page does not name the address');
    assert.equal((await interestOf(email))?.state, 'pending', 'following the link alone confirms nothing');
    // The button posts the form to the same address.
    const answer = await pressButtonOf(html);
    assert.equal(answer.status, 200);
    assertPagePolicy(answer);
    const done = await answer.text();
    assert.match(done, /<h1>Thank you: your address is confirmed<\/h1>/);
    assert.ok(!done.includes(email), 'the answer does not name the address');
    const confirmed = await interestOf(email);
    assert.equal(confirmed?.state, 'confirmed');
    assert.ok(confirmed?.confirmedAt);
    // Pressed again (a second click): still confirmed, and nothing else changes.
    assert.equal((await pressButtonOf(html)).status, 200);
    assert.equal((await interestOf(email))?.confirmedAt, confirmed?.confirmedAt);
    // Signing up again once confirmed mails nothing more.
    await signUp(email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = await outboxMails(system.logDir, `To: ${email}`);
    assert.equal(mails.filter((mail) => mail.includes(CONFIRM_SUBJECT)).length, 1);
  });

  it('mails an address signing up again no more than one confirmation a window, and a suppressed one none', async () => {
    const [pending, bounced] = ['again', 'bounced'].map((name) => `${name}-${randomUUID().slice(0, 8)}@example.test`);
    for (const email of [pending, bounced]) {
      await signUp(email);
      await confirmationLinkOf(email);
    }
    // A mail server refused the second address for good, as a campaign's delivery records it.
    await db.query(
      `UPDATE marketing.interests SET suppressed_at = now(), suppression_reason = '550 No such mailbox' WHERE email = $1`,
      [bounced],
    );
    // Signing up again, in later minutes, every few seconds as a script does.
    await untilNextMinute();
    for (let i = 0; i < 3; i++) {
      for (const email of [pending, bounced]) assert.equal((await signUp(email)).status, 200);
      await sleep(300);
    }
    await sleep(1500);
    assert.equal((await confirmationMailsTo(pending)).length, 1, 'one confirmation mail to the pending address');
    assert.equal((await confirmationMailsTo(bounced)).length, 1, 'no more mail to the suppressed address');
    assert.deepEqual([(await interestOf(pending))?.state, (await interestOf(bounced))?.state], ['pending', 'suppressed']);
    // Once the window has passed, signing up again mails the pending address again; never the suppressed one.
    await db.query(
      `UPDATE marketing.interests SET confirmation_mailed_at = confirmation_mailed_at - interval '25 hours' WHERE email = ANY($1)`,
      [[pending, bounced]],
    );
    for (const email of [pending, bounced]) await signUp(email);
    await eventually(
      () => confirmationMailsTo(pending),
      (mails) => mails.length === 2,
    );
    await sleep(500);
    assert.equal((await confirmationMailsTo(bounced)).length, 1);
  });

  it('refuses a confirmation link that was not signed for the address', async () => {
    const email = `forged-${randomUUID().slice(0, 8)}@example.test`;
    await signUp(email);
    const link = await confirmationLinkOf(email);
    const id = link.searchParams.get('id')!;
    const forged = await call(InterestRoutes.confirm, { query: { id, signature: 'A'.repeat(43) } });
    assert.deepEqual([forged.status, forged.body.message], [400, 'This confirmation link is not valid']);
    const forgedPost = await call(InterestRoutes.confirmAddress, { query: { id, signature: 'A'.repeat(43) } });
    assert.deepEqual([forgedPost.status, forgedPost.body.message], [400, 'This confirmation link is not valid']);
    const unknown = await call(InterestRoutes.confirm, {
      query: { id: randomUUID(), signature: String(link.searchParams.get('signature')) },
    });
    assert.equal(unknown.status, 400);
    assert.equal((await call(InterestRoutes.confirm, { untypedQuery: {} })).status, 400);
    assert.equal((await interestOf(email))?.state, 'pending');
  });

  it('refuses a missing or malformed e-mail', async () => {
    const missing = await call(InterestRoutes.register, { untypedBody: {} });
    assert.deepEqual([missing.status, missing.body.message], [400, 'email is required']);
    const bad = await call(InterestRoutes.register, { body: { email: 'not-an-address' } });
    assert.deepEqual([bad.status, bad.body.message], [400, 'email must be a valid e-mail address']);
  });
});

describe('enquiries', () => {
  it('stores a stump enquiry and a contact enquiry, and lists them to admins', async () => {
    const stumpRes = await call(ContactRoutes.stump, { body: { ...stump, addressLine2: 'Flat 1' } });
    assert.equal(stumpRes.status, 201, JSON.stringify(stumpRes.body));
    const message = `Do the owls talk? ${randomUUID()}`;
    const contactRes = await call(ContactRoutes.enquire, { body: { email: 'wren@example.test', message } });
    assert.equal(contactRes.status, 201);
    const list = await call(ContactRoutes.list, { token: adminToken });
    const stored = list.body.find((enquiry) => enquiry._id === stumpRes.body._id);
    assert.deepEqual([stored?.kind, stored?.fields.addressLine2], ['stump', 'Flat 1']);
    assert.equal(list.body.find((enquiry) => enquiry._id === contactRes.body._id)?.fields.message, message);
    assert.equal((await call(ContactRoutes.list, { token: userToken })).status, 403);
  });

  it('names the missing or bad field, and caps lengths', async () => {
    const { city: _city, ...withoutCity } = stump;
    const noCity = await call(ContactRoutes.stump, { untypedBody: withoutCity });
    assert.deepEqual([noCity.status, noCity.body.message], [400, 'city is required']);
    const badEmail = await call(ContactRoutes.stump, { body: { ...stump, email: 'nope' } });
    assert.deepEqual([badEmail.status, badEmail.body.message], [400, 'email must be a valid e-mail address']);
    const long = await call(ContactRoutes.stump, { body: { ...stump, shortDescription: 'x'.repeat(2001) } });
    assert.deepEqual([long.status, long.body.message], [400, 'shortDescription must be at most 2000 characters']);
    const noMessage = await call(ContactRoutes.enquire, { untypedBody: { email: 'wren@example.test' } });
    assert.deepEqual([noMessage.status, noMessage.body.message], [400, 'message is required']);
  });

  it('limits enquiries and sign-ups from one address', async () => {
    const flooding = apiClient(system.baseUrl, testClientAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await flooding(ContactRoutes.enquire, { body: { email: 'a@example.test', message: 'hi' } })).status);
    }
    assert.equal(statuses.filter((status) => status === 201).length, 30);
    const limited = await flooding(InterestRoutes.register, { body: { email: 'b@example.test' } });
    assert.equal(limited.status, 429);
    assert.ok(limited.headers.get('retry-after'));
  });
});

describe('bulk e-mail', () => {
  it('answers at once with the campaign, whose own route shows its progress to the end', async () => {
    const reader = await confirmedReader('news');
    const pending = `pending-${randomUUID().slice(0, 8)}@example.test`;
    await signUp(pending);
    const res = await call(CampaignRoutes.send, {
      token: adminToken,
      body: { subject: 'Spring stories', htmlContent: '<p>New <strong>stories</strong></p>' },
    });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.subject, 'Spring stories');
    const done = await eventually(
      async () => (await call(CampaignRoutes.get, { params: { id: res.body._id }, token: adminToken })).body,
      (view) => view.status === 'done',
      30_000,
    );
    assert.ok(done.total >= 1);
    assert.equal(done.sent + done.failed, done.total);
    const list = await call(CampaignRoutes.list, { token: adminToken });
    assert.ok(list.body.some((campaign) => campaign._id === res.body._id));
    assert.equal((await outboxMails(system.logDir, `To: ${reader}`)).filter((m) => m.includes('Spring stories')).length, 1);
    const toPending = await outboxMails(system.logDir, `To: ${pending}`);
    assert.deepEqual(
      toPending.filter((m) => m.includes('Spring stories')),
      [],
      'an address not yet confirmed is not mailed',
    );
  });

  it('counts each follow of a link for the campaign, with the same link in every mail', async () => {
    const [first, second] = [await confirmedReader('clicks'), await confirmedReader('clicks')];
    const subject = `Links ${randomUUID().slice(0, 6)}`;
    const res = await call(CampaignRoutes.send, {
      token: adminToken,
      body: {
        subject,
        htmlContent:
          '<p><a href="https://example.test/owls?a=1&b=2">Owls</a> and <a href="https://example.test/hedgehogs">hedgehogs</a></p>',
      },
    });
    assert.deepEqual(res.body.links, [
      { url: 'https://example.test/owls?a=1&b=2', clicks: 0 },
      { url: 'https://example.test/hedgehogs', clicks: 0 },
    ]);
    await finished(res.body._id);
    const linksIn = async (email: string) => {
      const [mail] = (await outboxMails(system.logDir, `To: ${email}`)).filter((m) => m.includes(subject));
      return [...mail!.matchAll(/href="(http:\/\/[^"]+\/api\/email-marketing\/link\?[^"]+)"/g)].map((m) =>
        m[1]!.replaceAll('&amp;', '&'),
      );
    };
    const links = await linksIn(first);
    assert.equal(links.length, 2);
    assert.deepEqual(await linksIn(second), links, 'every reader gets the very same links: nothing ties a follow to a person');
    assert.ok(!links.some((link) => link.includes(first) || link.includes(second)));
    // Each follow by a reader of its own: one reader's follows of a link count once a minute.
    const redirect = (link: string) =>
      follow(new URL(link), { redirect: 'manual', headers: { 'x-forwarded-for': testClientAddress() } });
    for (const link of [links[0]!, links[0]!, links[1]!]) {
      const followed = await redirect(link);
      assert.equal(followed.status, 302);
    }
    const last = await redirect(links[0]!);
    assert.equal(last.headers.get('location'), 'https://example.test/owls?a=1&b=2');
    const view = await campaignOf(res.body._id);
    assert.deepEqual(view.links, [
      { url: 'https://example.test/owls?a=1&b=2', clicks: 3 },
      { url: 'https://example.test/hedgehogs', clicks: 1 },
    ]);
    const forged = new URL(links[0]!);
    forged.searchParams.set('link', '1');
    const refused = await call(CampaignRoutes.follow, { untypedQuery: Object.fromEntries(forged.searchParams) });
    assert.deepEqual([refused.status, refused.body.message], [400, 'This link is not valid']);
    assert.equal((await campaignOf(res.body._id)).links[1]!.clicks, 1);
  });

  it("counts one follow of a link per reader's address a minute, and a HEAD none", async () => {
    const reader = await confirmedReader('repeat');
    const subject = `Repeat ${randomUUID().slice(0, 6)}`;
    const res = await call(CampaignRoutes.send, {
      token: adminToken,
      body: { subject, htmlContent: '<p><a href="https://example.test/badgers">Badgers</a></p>' },
    });
    await finished(res.body._id);
    const [mail] = (await outboxMails(system.logDir, `To: ${reader}`)).filter((m) => m.includes(subject));
    const link = new URL(/href="(http:\/\/[^"]+\/api\/email-marketing\/link\?[^"]+)"/.exec(mail!)![1]!.replaceAll('&amp;', '&'));
    const from = (address: string, method = 'GET') =>
      follow(link, { method, redirect: 'manual', headers: { 'x-forwarded-for': address } });
    const clicks = async () => (await campaignOf(res.body._id)).links[0]!.clicks;
    // A link checker looks first: sent on, counted nothing.
    const scanner = testClientAddress();
    for (let i = 0; i < 3; i++) {
      const looked = await from(scanner, 'HEAD');
      assert.deepEqual([looked.status, looked.headers.get('location')], [302, 'https://example.test/badgers']);
    }
    assert.equal(await clicks(), 0, 'a HEAD is not a follow');
    const client = testClientAddress();
    for (let i = 0; i < 101; i++) {
      const followed = await from(client);
      assert.deepEqual([followed.status, followed.headers.get('location')], [302, 'https://example.test/badgers']);
    }
    assert.equal(await clicks(), 1, "one client's follows within a minute are one");
    assert.equal((await from(testClientAddress())).status, 302);
    assert.equal(await clicks(), 2, "another client's follow counts");
  });

  it('counts the recipients who unsubscribed since the campaign started', async () => {
    const reader = await confirmedReader('leaving');
    const subject = `Farewell ${randomUUID().slice(0, 6)}`;
    const res = await call(CampaignRoutes.send, { token: adminToken, body: { subject, htmlContent: '<p>Bye</p>' } });
    await finished(res.body._id);
    assert.equal((await campaignOf(res.body._id)).unsubscribed, 0);
    const [mail] = (await outboxMails(system.logDir, `To: ${reader}`)).filter((m) => m.includes(subject));
    const link = new URL(/List-Unsubscribe: <([^>]+)>/.exec(mail!)![1]!);
    const unsubscribed = await follow(link, { method: 'POST' });
    assert.equal(unsubscribed.status, 200);
    assertPagePolicy(unsubscribed);
    assert.equal((await campaignOf(res.body._id)).unsubscribed, 1);
    assert.equal((await interestOf(reader))?.state, 'unsubscribed');
  });

  it('leaves a reader who unsubscribed and signs up again within the window a working confirmation link', async () => {
    const reader = await confirmedReader('returning');
    const subject = `Back soon ${randomUUID().slice(0, 6)}`;
    const res = await call(CampaignRoutes.send, {
      token: adminToken,
      body: { subject, htmlContent: '<p>Hello</p>' },
    });
    await finished(res.body._id);
    const [mail] = (await outboxMails(system.logDir, `To: ${reader}`)).filter((m) => m.includes(subject));
    assert.equal((await follow(new URL(/List-Unsubscribe: <([^>]+)>/.exec(mail!)![1]!), { method: 'POST' })).status, 200);
    assert.equal((await signUp(reader)).status, 200);
    await sleep(1500);
    const links = (await confirmationMailsTo(reader)).map(
      (m) => new URL(/(http:\/\/\S+\/api\/interest\/confirm\?id=[0-9a-f-]{36}&signature=[A-Za-z0-9_-]{43})/.exec(m)![1]!),
    );
    const answers: number[] = [];
    for (const link of links) {
      const page = await follow(link);
      answers.push(page.status === 200 ? (await pressButtonOf(await page.text())).status : page.status);
    }
    assert.ok(answers.includes(200), `a mailed confirmation link confirms (answers: ${answers.join(', ')})`);
    assert.equal((await interestOf(reader))?.state, 'confirmed');
  });

  it('sends a scheduled campaign at its time, and cancels one until it starts', async () => {
    await confirmedReader('scheduled');
    const soon = new Date(Date.now() + 2500).toISOString();
    const scheduled = await call(CampaignRoutes.send, {
      token: adminToken,
      body: { subject: 'Later', htmlContent: '<p>Later</p>', sendAt: soon },
    });
    assert.equal(scheduled.status, 202, JSON.stringify(scheduled.body));
    assert.deepEqual([scheduled.body.status, scheduled.body.sendAt, scheduled.body.total], ['scheduled', soon, 0]);
    assert.equal((await campaignOf(scheduled.body._id)).status, 'scheduled');
    const done = await finished(scheduled.body._id);
    assert.ok(done.total >= 1 && done.sent >= 1);
    assert.ok(Date.now() >= Date.parse(soon), 'not sent before its time');

    const later = await call(CampaignRoutes.send, {
      token: adminToken,
      body: { subject: 'Never', htmlContent: '<p>Never</p>', sendAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const cancelled = await call(CampaignRoutes.cancel, { params: { id: later.body._id }, token: adminToken });
    assert.deepEqual([cancelled.status, cancelled.body.status], [200, 'cancelled']);
    const again = await call(CampaignRoutes.cancel, { params: { id: later.body._id }, token: adminToken });
    assert.deepEqual([again.status, again.body.status], [200, 'cancelled']);
    const started = await call(CampaignRoutes.cancel, { params: { id: scheduled.body._id }, token: adminToken });
    assert.deepEqual(
      [started.status, started.body.message],
      [409, 'This campaign has already started: only a scheduled one can be cancelled'],
    );
    const unknown = await call(CampaignRoutes.cancel, { params: { id: randomUUID() }, token: adminToken });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'Campaign not found']);
    assert.equal((await call(CampaignRoutes.cancel, { params: { id: later.body._id }, token: userToken })).status, 403);
  });

  it('refuses a sending time in the past or not a time', async () => {
    const past = await call(CampaignRoutes.send, {
      token: adminToken,
      body: { subject: 'x', htmlContent: '<p>x</p>', sendAt: '2020-01-01T00:00:00Z' },
    });
    assert.deepEqual([past.status, past.body.message], [400, 'sendAt must be in the future']);
    const bad = await call(CampaignRoutes.send, {
      token: adminToken,
      body: { subject: 'x', htmlContent: '<p>x</p>', sendAt: 'tomorrow' },
    });
    assert.deepEqual([bad.status, bad.body.message], [400, 'sendAt must be an ISO 8601 date and time with its offset']);
    const far = await call(CampaignRoutes.send, {
      token: adminToken,
      body: { subject: 'x', htmlContent: '<p>x</p>', sendAt: new Date(Date.now() + 400 * 86_400_000).toISOString() },
    });
    assert.deepEqual([far.status, far.body.message], [400, 'sendAt must be at most 366 days ahead']);
  });

  it('mails a test of the draft to the signed-in admin alone', async () => {
    const subject = `Draft ${randomUUID().slice(0, 6)}`;
    const res = await call(CampaignRoutes.sendTest, {
      token: adminToken,
      body: { subject, htmlContent: '<p>A <a href="https://example.test/x">draft</a></p>' },
    });
    assert.deepEqual([res.status, res.body], [200, { sentTo: system.adminEmail }]);
    const mails = await eventually(
      () => outboxMails(system.logDir, subject),
      (found) => found.length > 0,
    );
    assert.equal(mails.length, 1, 'one mail, to the admin alone');
    assert.match(mails[0]!, new RegExp(`To: ${system.adminEmail.replace(/[.+]/g, '\\$&')}`));
    assert.match(mails[0]!, new RegExp(`Subject: \\[Test\\] ${subject}`));
    assert.ok(mails[0]!.includes('href="https://example.test/x"'), 'a test counts no follows');
    const asUser = await call(CampaignRoutes.sendTest, { token: userToken, body: { subject, htmlContent: '<p>x</p>' } });
    assert.equal(asUser.status, 403);
    const empty = await call(CampaignRoutes.sendTest, { token: adminToken, body: { subject, htmlContent: '' } });
    assert.deepEqual([empty.status, empty.body.message], [400, 'htmlContent is empty: write the e-mail first']);
  });

  it('needs a subject and some content, and an admin', async () => {
    const noSubject = await call(CampaignRoutes.send, { token: adminToken, untypedBody: { htmlContent: '<p>hi</p>' } });
    assert.deepEqual([noSubject.status, noSubject.body.message], [400, 'subject is required']);
    const onlyScript = await call(CampaignRoutes.send, {
      token: adminToken,
      body: { subject: 'x', htmlContent: '<script>alert(1)</script>' },
    });
    assert.deepEqual([onlyScript.status, onlyScript.body.message], [400, 'htmlContent is empty: write the e-mail first']);
    const asUser = await call(CampaignRoutes.send, { token: userToken, body: { subject: 'x', htmlContent: '<p>x</p>' } });
    assert.equal(asUser.status, 403);
  });
});

describe('unsubscribe', () => {
  it('refuses a link whose signature does not match', async () => {
    const res = await call(UnsubscribeRoutes.confirm, { query: { id: randomUUID(), signature: 'A'.repeat(43) } });
    assert.deepEqual([res.status, res.body.message], [400, 'This unsubscribe link is not valid']);
    const oneClick = await call(UnsubscribeRoutes.unsubscribe, {
      query: { id: randomUUID(), signature: 'A'.repeat(43) },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'List-Unsubscribe=One-Click',
    });
    assert.equal(oneClick.status, 400);
    const missing = await call(UnsubscribeRoutes.confirm, { untypedQuery: {} });
    assert.equal(missing.status, 400);
  });
});
