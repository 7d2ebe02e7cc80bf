import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { CampaignOps, InterestOps, type RequestContext } from '@storystump/contracts';
import type { RpcClient } from '@storystump/service-kit';
import { eventually, rpcClientFor, startSystem, type OwnSystem } from '@storystump/testing';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let system: OwnSystem;
let rpc: RpcClient;
let db: pg.Client;
const received: Received[] = [];
let delayMs = 0;
/** Addresses the server refuses once (451, try again later), then accepts. */
const refuseOnce = new Set<string>();
/** Addresses the server refuses for good (550, no such mailbox). */
const noSuchMailbox = new Set<string>();

const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });

/** A real SMTP server on this machine, accepting every mail (slowly when asked). */
function startSmtp(): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (noSuchMailbox.has(address.address)) {
        return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      }
      if (!refuseOnce.delete(address.address)) return callback();
      const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        }, delayMs);
      });
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Addresses signed up and confirmed, written straight to the table for lists of hundreds: signing up
 * and confirming have tests of their own (the gateway's), and a confirmation mail still on its way
 * when a test has the server refuse an address would take the refusal meant for the campaign's mail.
 */
async function subscribe(count: number, tag: string): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${tag}-${i}@example.test`);
  await db.query(
    `INSERT INTO marketing.interests (id, email, registered_at, confirmed_at)
     SELECT gen_random_uuid(), email, now(), now() FROM unnest($1::text[]) AS email`,
    [emails],
  );
  return emails;
}

/** Everything on the list is unsubscribed before each test: each campaign goes to its own recipients. */
async function clearList(): Promise<void> {
  await db.query(`UPDATE marketing.interests SET unsubscribed_at = now() WHERE unsubscribed_at IS NULL`);
}

/** The campaign mails an address got. */
const mailsTo = (email: string) => received.filter((mail) => mail.to.includes(email));
/** A mail as a reader sees it: folded headers unfolded, quoted-printable soft breaks and `=3D` undone. */
const readable = (raw: string) => {
  const end = raw.search(/\r?\n\r?\n/);
  const [head, body] = end < 0 ? [raw, ''] : [raw.slice(0, end), raw.slice(end)];
  // Quoted-printable is undone in the body only: a header value may well contain `=3D` itself.
  return head.replace(/\r?\n[ \t]+/g, ' ') + body.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
};

before(async () => {
  smtp = await startSmtp();
  const { port } = smtp.server.address() as AddressInfo;
  system = await startSystem({ settings: { SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'warn' } });
  rpc = rpcClientFor(system.settings, 'campaign-delivery-test');
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await rpc?.close();
  await system?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('bulk e-mail over SMTP', () => {
  it('sends every subscribed recipient exactly one mail, sanitised, with one-click unsubscribe headers', async () => {
    await clearList();
    const emails = await subscribe(40, `fern-${randomUUID().slice(0, 6)}`);
    const campaign = await rpc.send(CampaignOps.send.subject, admin(), {
      subject: 'Acorn news',
      htmlContent: '<h1>Hello</h1><p>New <strong>stories</strong>!</p><script>alert("x")</script><img src=x onerror="alert(1)">',
    });
    const done = await eventually(
      () => rpc.send(CampaignOps.get.subject, admin(), { id: campaign._id }),
      (view) => view.status === 'done',
      30_000,
    );
    assert.deepEqual([done.total, done.sent, done.failed, done.queued], [40, 40, 0, 0]);
    for (const email of emails) {
      const mails = mailsTo(email);
      assert.equal(mails.length, 1, `${email} got ${mails.length} mails`);
      const raw = readable(mails[0]!.raw);
      assert.match(raw, /Subject: Acorn news/);
      assert.match(raw, /List-Unsubscribe: <http:\/\/[^>]+\/api\/unsubscribe\?id=[0-9a-f-]{36}&signature=[A-Za-z0-9_-]{43}>/);
      assert.match(raw, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
      assert.ok(raw.includes('<h1>Hello</h1>'));
      assert.ok(!/<script|onerror|alert\(/i.test(raw), 'no script reaches a mail');
    }
  });

  it('keeps a finished campaign done, so its list finds and sorts it by the status it shows', async () => {
    await clearList();
    await subscribe(3, `bramble-${randomUUID().slice(0, 6)}`);
    const campaign = await rpc.send(CampaignOps.send.subject, admin(), { subject: 'Bramble news', htmlContent: '<p>news</p>' });
    const byStatus = (q: string) => rpc.send(CampaignOps.listPage.subject, admin(), { q, limit: 500 });
    const done = await eventually(
      () => byStatus('done'),
      (page) => page.items.some((item) => item._id === campaign._id),
      30_000,
    );
    assert.deepEqual(
      done.items.filter((item) => item.status !== 'done').map((item) => item.subject),
      [],
      'a search for "done" finds only campaigns shown done',
    );
    const sending = await byStatus('sending');
    assert.ok(!sending.items.some((item) => item._id === campaign._id), 'a done campaign is not found as sending');
    const sorted = await rpc.send(CampaignOps.listPage.subject, admin(), { sort: 'status', limit: 500 });
    const statuses = sorted.items.map((item) => item.status);
    assert.deepEqual(statuses, [...statuses].sort(), 'sorted by the status each shows');

    // Nobody left to mail: done as soon as it starts.
    await clearList();
    const unsent = await rpc.send(CampaignOps.send.subject, admin(), { subject: 'To nobody', htmlContent: '<p>hello</p>' });
    await eventually(
      () => byStatus('done'),
      (page) => page.items.some((item) => item._id === unsent._id),
      30_000,
    );
  });

  it("finishes a campaign whose last mail was its erased family's, or that a failed job left unfinished", async () => {
    await clearList();
    const erased = `erased-${randomUUID().slice(0, 6)}@example.test`;
    // Two campaigns the delivery jobs left: one whose only mail to go is the family's about to be
    // erased, one whose mails all went though its last job failed before it could say so.
    const [waiting, left] = [randomUUID(), randomUUID()];
    await db.query(
      `INSERT INTO marketing.campaigns (id, subject, html, status, send_at, started_at, total)
       VALUES ($1, 'Waiting', '<p>w</p>', 'sending', now(), now(), 1), ($2, 'Left', '<p>l</p>', 'sending', now(), now(), 1)`,
      [waiting, left],
    );
    await db.query(
      `INSERT INTO marketing.deliveries (campaign_id, interest_id, email, status)
       VALUES ($1, gen_random_uuid(), $3, 'queued'), ($2, gen_random_uuid(), 'sent@example.test', 'sent')`,
      [waiting, left, erased],
    );
    const statusOf = async (id: string) =>
      (await db.query<{ status: string }>('SELECT status FROM marketing.campaigns WHERE id = $1', [id])).rows[0]!.status;

    const json = { 'content-type': 'application/json' };
    const registered = await fetch(`${system.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ displayName: 'Erased Family', email: erased, password: 'a-long-family-password' }),
    });
    const { token } = (await registered.json()) as { token: string };
    const me = (await (
      await fetch(`${system.baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      _id: string;
    };
    const signedIn = await fetch(`${system.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: system.adminEmail, password: system.adminPassword }),
    });
    const adminToken = ((await signedIn.json()) as { token: string }).token;
    const removed = await fetch(`${system.baseUrl}/api/users/${me._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    assert.equal(removed.status, 200);
    await eventually(
      () => statusOf(waiting),
      (status) => status === 'done',
      20_000,
    );
    assert.equal(await statusOf(left), 'sending', 'only the campaigns the erasure touched are looked at');

    await rpc.send(CampaignOps.send.subject, admin(), { subject: 'Next', htmlContent: '<p>next</p>' });
    await eventually(
      () => statusOf(left),
      (status) => status === 'done',
      20_000,
    );
  });

  it('unsubscribes through the signed link, and the next campaign skips that address', async () => {
    await clearList();
    const [first, second] = await subscribe(2, `moss-${randomUUID().slice(0, 6)}`);
    const campaign = await rpc.send(CampaignOps.send.subject, admin(), { subject: 'One', htmlContent: '<p>one</p>' });
    await eventually(
      () => rpc.send(CampaignOps.get.subject, admin(), { id: campaign._id }),
      (view) => view.status === 'done',
    );
    const link = /List-Unsubscribe: <([^>]+)>/.exec(readable(mailsTo(first!)[0]!.raw))![1]!;
    const url = new URL(link);
    // Followed as its reader would (or a mail scanner): a page with a button, and nothing changed yet.
    const page = await fetch(`${system.baseUrl}${url.pathname}${url.search}`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    const confirm = await page.text();
    assert.match(confirm, /<h1>Unsubscribe from our news\?<\/h1>/);
    assert.match(confirm, /<form method="post" action="\/api\/unsubscribe\?id=[0-9a-f-]{36}&amp;signature=[A-Za-z0-9_-]{43}">/);
    assert.match(confirm, /<button type="submit">Unsubscribe<\/button>/);
    assert.ok(!confirm.includes(first!), 'the page does not name the address');
    assert.match(page.headers.get('content-security-policy') ?? '', /style-src 'self' 'unsafe-inline'/);
    assert.match(page.headers.get('content-security-policy') ?? '', /form-action 'self'/);
    assert.equal(page.headers.get('x-frame-options'), 'SAMEORIGIN');
    assert.equal(page.headers.get('cache-control'), 'no-store');
    const { rows: before } = await db.query(`SELECT unsubscribed_at FROM marketing.interests WHERE email = $1`, [first]);
    assert.equal(before[0].unsubscribed_at, null, 'following the link alone unsubscribes nobody');
    // The button posts the form to the same address.
    const done = await fetch(`${system.baseUrl}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    assert.equal(done.status, 200);
    const donePage = await done.text();
    assert.match(donePage, /<h1>You have been unsubscribed<\/h1>/);
    assert.ok(!donePage.includes(first!), 'the answer does not echo the address');
    const next = await rpc.send(CampaignOps.send.subject, admin(), { subject: 'Two', htmlContent: '<p>two</p>' });
    const view = await eventually(
      () => rpc.send(CampaignOps.get.subject, admin(), { id: next._id }),
      (v) => v.status === 'done',
    );
    assert.equal(view.total, 1);
    assert.equal(mailsTo(first!).length, 1);
    assert.equal(mailsTo(second!).length, 2);
  });

  it('suppresses an address the mail server refuses for good, and mails it no more', async () => {
    await clearList();
    const [gone, kept] = await subscribe(2, `bounce-${randomUUID().slice(0, 6)}`);
    noSuchMailbox.add(gone!);
    const campaign = await rpc.send(CampaignOps.send.subject, admin(), { subject: 'Bounce', htmlContent: '<p>one</p>' });
    const done = await eventually(
      () => rpc.send(CampaignOps.get.subject, admin(), { id: campaign._id }),
      (view) => view.status === 'done',
      30_000,
    );
    assert.deepEqual([done.total, done.sent, done.failed], [2, 1, 1]);
    const { rows: attempts } = await db.query(`SELECT attempts FROM marketing.deliveries WHERE campaign_id = $1 AND email = $2`, [
      campaign._id,
      gone,
    ]);
    assert.equal(attempts[0].attempts, 1, 'a refusal for good is not tried again');
    const interests = await rpc.send(InterestOps.list.subject, admin(), undefined);
    const state = (email: string) => interests.find((interest) => interest.email === email)?.state;
    assert.deepEqual([state(gone!), state(kept!)], ['suppressed', 'confirmed']);
    const { rows } = await db.query(`SELECT suppression_reason FROM marketing.interests WHERE email = $1`, [gone]);
    assert.match(rows[0].suppression_reason, /550/);
    const next = await rpc.send(CampaignOps.send.subject, admin(), { subject: 'After', htmlContent: '<p>two</p>' });
    const after = await eventually(
      () => rpc.send(CampaignOps.get.subject, admin(), { id: next._id }),
      (view) => view.status === 'done',
      30_000,
    );
    assert.equal(after.total, 1, 'the suppressed address is left out');
    assert.equal(mailsTo(gone!).length, 0);
    assert.equal(mailsTo(kept!).length, 2);
  });

  it('retries the mails the server refused, and only those', async () => {
    await clearList();
    const emails = await subscribe(150, `birch-${randomUUID().slice(0, 6)}`);
    const refused = [emails[3]!, emails[77]!, emails[149]!];
    for (const email of refused) refuseOnce.add(email);
    const campaign = await rpc.send(CampaignOps.send.subject, admin(), { subject: 'Again', htmlContent: '<p>again</p>' });
    const done = await eventually(
      () => rpc.send(CampaignOps.get.subject, admin(), { id: campaign._id }),
      (view) => view.status === 'done',
      30_000,
    );
    assert.equal(refuseOnce.size, 0, 'each refused address was tried again');
    assert.deepEqual([done.total, done.sent, done.failed, done.queued], [150, 150, 0, 0]);
    assert.deepEqual(
      emails.filter((email) => mailsTo(email).length !== 1),
      [],
      'every recipient has exactly one mail',
    );
    const attempts = await db.query<{ email: string; attempts: number }>(
      `SELECT email, attempts FROM marketing.deliveries WHERE campaign_id = $1 AND attempts > 1 ORDER BY email`,
      [campaign._id],
    );
    assert.deepEqual(
      attempts.rows.map((row) => row.email),
      [...refused].sort(),
      'only the refused were claimed again',
    );
  });

  it('sends each mail once when the worker is stopped mid-campaign and started again', async () => {
    await clearList();
    // More than the batches a worker holds at once, so that some are left when it stops.
    const emails = await subscribe(1200, `oak-${randomUUID().slice(0, 6)}`);
    delayMs = 15;
    try {
      const before = received.length;
      const campaign = await rpc.send(CampaignOps.send.subject, admin(), {
        subject: 'Interrupted',
        htmlContent: '<p>Still only once</p>',
      });
      await eventually(
        async () => received.length - before,
        (count) => count >= 60,
        30_000,
      );
      await system.stopProcess('marketing');
      const atStop = received.length - before;
      assert.ok(atStop < emails.length, `stopped mid-campaign (${atStop} of ${emails.length} sent)`);
      system.startProcess('marketing');
      const done = await eventually(
        async () => {
          try {
            return await rpc.send(CampaignOps.get.subject, admin(), { id: campaign._id });
          } catch {
            return undefined; // starting again
          }
        },
        (view) => view?.status === 'done',
        60_000,
      );
      assert.equal(done?.sent, emails.length);
      const counts = emails.map((email) => mailsTo(email).length);
      assert.deepEqual(
        counts.filter((count) => count !== 1),
        [],
      );
    } finally {
      delayMs = 0;
    }
  });
});
