import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { EnquiryOps, InterestOps, type RequestContext } from '@storystump/contracts';
import type { RpcClient } from '@storystump/service-kit';
import {
  eventually,
  rpcFailureOf,
  schemaDrift,
  serviceOfSystem,
  type SystemService,
  trigramIndexesOnColumns,
} from '@storystump/testing';
import type { DataSource } from 'typeorm';
import { marketingDatabase } from '../src/database.js';
import { sanitiseEmailHtml } from '../src/campaigns/email-html.js';

let marketing: SystemService;
let rpc: RpcClient;
let db: DataSource;

const anon = (): RequestContext => ({ requestId: randomUUID() });
const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });
const user = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID() } });
const outbox = () => join(marketing.system.logDir, 'mail-outbox');

async function mailsContaining(text: string): Promise<string[]> {
  const files = await readdir(outbox()).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(join(outbox(), file), 'utf8')));
  return mails.filter((mail) => mail.includes(text));
}

before(async () => {
  marketing = await serviceOfSystem(marketingDatabase);
  ({ rpc, db } = marketing);
});
after(async () => marketing?.close());

describe('marketing over NATS', () => {
  it('answers its health check with its database, NATS and Redis up', async () => {
    assert.deepEqual(await rpc.health('marketing'), {
      service: 'marketing',
      status: 'ok',
      checks: { database: 'ok', nats: 'ok', redis: 'ok' },
    });
  });

  it('has migrations that match its entities exactly', async () => {
    assert.deepEqual(await schemaDrift(db), []);
  });

  it('makes its search indexes so that a lookup by value reads its key', async () => {
    assert.deepEqual(await trigramIndexesOnColumns(db, 'marketing'), []);
  });

  it('registers an interest once however often, whatever the case, and lists it to admins only', async () => {
    const email = `Robin-${randomUUID().slice(0, 8)}@Example.test`;
    await rpc.send(InterestOps.register.subject, anon(), { email });
    await rpc.send(InterestOps.register.subject, anon(), { email: email.toLowerCase() });
    const listed = await rpc.send(InterestOps.list.subject, admin(), undefined);
    assert.equal(listed.filter((interest) => interest.email === email.toLowerCase()).length, 1);
    assert.equal((await rpcFailureOf(rpc.send(InterestOps.list.subject, user(), undefined))).status, 403);
  });

  it("stores a stump enquiry and mails it to the shop's inbox", async () => {
    const marker = randomUUID();
    const { _id } = await rpc.send(EnquiryOps.stump.subject, anon(), {
      firstName: 'Rowan',
      lastName: 'Ash',
      email: 'rowan@example.test',
      addressLine1: '1 Oak Lane',
      city: 'Leafton',
      state: 'Shire',
      postalCode: 'LE1 1AF',
      country: 'UK',
      shortDescription: `An old oak stump ${marker}`,
    });
    const mails = await eventually(
      () => mailsContaining(marker),
      (found) => found.length > 0,
    );
    assert.equal(mails.length, 1);
    assert.match(mails[0]!, /To: shop@storystump\.local/);
    assert.match(mails[0]!, /Reply-To: rowan@example\.test/);
    assert.match(mails[0]!, /Subject: Tree stump enquiry from Rowan Ash/);
    const listed = await rpc.send(EnquiryOps.list.subject, admin(), undefined);
    const stored = listed.find((enquiry) => enquiry._id === _id);
    assert.equal(stored?.fields.postalCode, 'LE1 1AF');
    assert.ok(stored?.mailedAt);
  });
});

describe('e-mail HTML', () => {
  it('keeps what the drafter makes and removes everything else', () => {
    const html = sanitiseEmailHtml(
      [
        '<h1>Hello</h1><h2>News</h2><h3>gone</h3>',
        '<p><strong>b</strong><em>i</em><u>u</u><s>s</s></p>',
        '<p style="padding-left: 2em"><span style="font-family: Georgia; font-size: 18px; color: red">x</span></p>',
        '<blockquote>q</blockquote><ul><li>a</li></ul><ol><li>b</li></ol>',
        '<a href="https://example.test">ok</a><a href="mailto:a@example.test">mail</a><a href="javascript:alert(1)">bad</a>',
        '<img src="https://example.test/a.png" onerror="alert(1)"><img src="data:image/png;base64,AAAA">',
        '<script>alert(1)</script><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      ].join(''),
    );
    for (const kept of [
      '<h1>Hello</h1>',
      '<h2>News</h2>',
      '<strong>b</strong>',
      '<em>i</em>',
      '<u>u</u>',
      '<s>s</s>',
      'padding-left:2em',
      'font-family:Georgia',
      'font-size:18px',
      '<blockquote>q</blockquote>',
      '<ul><li>a</li></ul>',
      '<ol><li>b</li></ol>',
      'href="https://example.test"',
      'href="mailto:a@example.test"',
      'src="https://example.test/a.png"',
      '<a href="https://www.youtube.com/embed/dQw4w9WgXcQ"><img src="https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg"',
    ]) {
      assert.ok(html.includes(kept), `${kept} is kept in ${html}`);
    }
    for (const removed of ['<h3>', 'color', 'javascript:', 'onerror', 'data:image', '<script', 'alert(1)', '<iframe']) {
      assert.ok(!html.includes(removed), `${removed} is removed from ${html}`);
    }
  });
});
