// Bulk e-mail at size: 50,000 subscribed interests and a local SMTP server (smtp-server)
// accepting everything. Prints the send-bulk-email answer time, the mails a second delivered
// beside raw nodemailer sending to the same server over the same pooled connections, and the
// duplicates after the marketing process is stopped mid-campaign and started again, and how
// late a campaign scheduled a few seconds ahead starts (its first mail against its sendAt).
// Run after a build: node bench/marketing.mjs [recipients]
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';

const RECIPIENTS = Number(process.argv[2] ?? 50_000);
const HTML = '<h1>News</h1><p>New <strong>stories</strong> in the wood.</p>';

function campaignShapedMail(i) {
  const unsubscribe = `http://127.0.0.1/api/unsubscribe?id=${randomUUID()}&signature=${'s'.repeat(43)}`;
  return {
    from: 'Storystump <hello@storystump.local>',
    to: `raw-${i}@bench.test`,
    subject: 'Baseline',
    html: `${HTML}\n<hr>\n<p style="font-size: 12px">You are receiving this because you asked for news from us. <a href="${unsubscribe}">Unsubscribe</a></p>`,
    text: `News\nNew stories in the wood.\n\n--\nUnsubscribe: ${unsubscribe}\n`,
    messageId: `<${randomUUID()}@bench.test>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
const say = (text) => process.stderr.write(`… ${text}\n`);

const received = new Map();
let receivedTotal = 0;
/** When the first mail since the count was last reset arrived (ms since the epoch). */
let firstReceivedAt = null;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 100,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      for (const { address } of session.envelope.rcptTo) received.set(address, (received.get(address) ?? 0) + 1);
      receivedTotal++;
      firstReceivedAt ??= Date.now();
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;

const system = await startSystem({ settings: { SMTP_URL: smtpUrl, LOG_LEVEL: 'warn' } });
const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
try {
  await db.connect();
  const url = system.baseUrl;
  const admin = { ...(await adminAuthorization(system)), 'content-type': 'application/json' };

  say(`subscribing ${RECIPIENTS} confirmed interests`);
  await db.query(
    `INSERT INTO marketing.interests (id, email, registered_at, confirmed_at)
     SELECT gen_random_uuid(), 'reader-' || g || '@bench.test', now(), now() FROM generate_series(1, $1) g`,
    [RECIPIENTS],
  );

  // The baseline: nodemailer itself, pooled like the service, straight to the same server, with a
  // mail of the campaign's shape (HTML and text parts, unsubscribe link and headers).
  say('raw nodemailer baseline');
  const raw = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 8, maxMessages: Infinity });
  const rawCount = Math.min(RECIPIENTS, 10_000);
  const rawStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < rawCount) {
        const i = next++;
        await raw.sendMail(campaignShapedMail(i));
      }
    }),
  );
  const rawPerSecond = rawCount / ((performance.now() - rawStarted) / 1000);
  raw.close();

  const send = async (subject, sendAt) => {
    const started = performance.now();
    const res = await fetch(`${url}/api/email-marketing/send-bulk-email`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ subject, htmlContent: HTML, ...(sendAt && { sendAt }) }),
    });
    const answerMs = performance.now() - started;
    if (res.status !== 202) throw new Error(`send-bulk-email: ${res.status} ${await res.text()}`);
    return { campaign: await res.json(), answerMs };
  };
  const progress = async (id) => (await fetch(`${url}/api/email-marketing/campaigns/${id}`, { headers: admin })).json();
  const waitDone = async (id) => {
    for (;;) {
      const view = await progress(id).catch(() => null);
      if (view?.status === 'done') return view;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  say('campaign 1: straight through');
  received.clear();
  const first = await send('Straight through');
  const firstStarted = performance.now();
  const firstDone = await waitDone(first.campaign._id);
  const firstSeconds = (performance.now() - firstStarted) / 1000;
  const firstDuplicates = [...received.values()].filter((count) => count > 1).length;

  say('campaign 2: the marketing process stopped a third of the way and started again');
  received.clear();
  receivedTotal = 0;
  const second = await send('Interrupted');
  while (receivedTotal < RECIPIENTS / 3) await new Promise((resolve) => setTimeout(resolve, 20));
  await system.stopProcess('marketing');
  const atStop = receivedTotal;
  system.startProcess('marketing');
  const secondDone = await waitDone(second.campaign._id);
  const secondDuplicates = [...received.values()].filter((count) => count > 1).length;
  const missing = RECIPIENTS - received.size;

  say('campaign 3: scheduled 10 s ahead');
  received.clear();
  receivedTotal = 0;
  firstReceivedAt = null;
  const sendAt = new Date(Date.now() + 10_000);
  const third = await send('Scheduled', sendAt.toISOString());
  const thirdDone = await waitDone(third.campaign._id);
  const lastAt = Date.now();
  const thirdDuplicates = [...received.values()].filter((count) => count > 1).length;
  const lateSeconds = (firstReceivedAt - sendAt.getTime()) / 1000;

  console.log(`\nBulk e-mail to ${RECIPIENTS} subscribed interests, one run on this machine:`);
  console.table([
    {
      run: `raw nodemailer, pooled (8 connections), ${rawCount} mails (baseline)`,
      'answer ms': '',
      'mails/s': Math.round(rawPerSecond),
      'x baseline': '',
      sent: rawCount,
      duplicates: '',
    },
    {
      run: 'campaign, straight through',
      'answer ms': Number(first.answerMs.toFixed(1)),
      'mails/s': Math.round(firstDone.sent / firstSeconds),
      'x baseline': (firstDone.sent / firstSeconds / rawPerSecond).toFixed(2),
      sent: firstDone.sent,
      duplicates: firstDuplicates,
    },
    {
      run: `campaign, marketing stopped after ${atStop} mails and started again`,
      'answer ms': Number(second.answerMs.toFixed(1)),
      'mails/s': '',
      'x baseline': '',
      sent: secondDone.sent,
      duplicates: secondDuplicates,
    },
    {
      run: 'campaign scheduled 10 s ahead (from its first mail)',
      'answer ms': Number(third.answerMs.toFixed(1)),
      'mails/s': Math.round(thirdDone.sent / ((lastAt - firstReceivedAt) / 1000)),
      'x baseline': (thirdDone.sent / ((lastAt - firstReceivedAt) / 1000) / rawPerSecond).toFixed(2),
      sent: thirdDone.sent,
      duplicates: thirdDuplicates,
    },
  ]);
  console.log(`Recipients of the interrupted campaign with no mail: ${missing}.`);
  console.log(
    `The scheduled campaign's first mail came ${lateSeconds.toFixed(2)} s after its sendAt (${sendAt.toISOString()}); ` +
      `its last ${((lastAt - sendAt.getTime()) / 1000).toFixed(1)} s after.`,
  );
} finally {
  await db.end().catch(() => undefined);
  await system.stop();
  smtp.close();
}
