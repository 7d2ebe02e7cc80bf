import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { CampaignView, EnquiryView, InterestView } from '@storystump/contracts';
import { eventually, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import { apiClient } from './http-client.js';
import { signInAsAdmin, registerShopper } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;
let userToken: string;

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

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
  userToken = await registerShopper(call, 'Wren');
});
after(async () => system?.stop());

describe('interests', () => {
  it('registers an e-mail (twice is fine, one row) and lists it to admins only', async () => {
    const email = `sign-up-${randomUUID().slice(0, 8)}@example.test`;
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/api/interest/register-interest', { json: { email } });
      assert.equal(res.status, 200);
    }
    const list = await call<InterestView[]>('GET', '/api/interest/interests', { token: adminToken });
    assert.equal(list.body.filter((interest) => interest.email === email).length, 1);
    assert.ok(list.body.find((interest) => interest.email === email)?.registeredAt);
    assert.equal((await call('GET', '/api/interest/interests', { token: userToken })).status, 403);
    assert.equal((await call('GET', '/api/interest/interests')).status, 401);
  });

  it('refuses a missing or malformed e-mail', async () => {
    const missing = await call('POST', '/api/interest/register-interest', { json: {} });
    assert.deepEqual([missing.status, missing.body.message], [400, 'email is required']);
    const bad = await call('POST', '/api/interest/register-interest', { json: { email: 'not-an-address' } });
    assert.deepEqual([bad.status, bad.body.message], [400, 'email must be a valid e-mail address']);
  });
});

describe('enquiries', () => {
  it('stores a stump enquiry and a contact enquiry, and lists them to admins', async () => {
    const stumpRes = await call<{ _id: string }>('POST', '/api/contact', { json: { ...stump, addressLine2: 'Flat 1' } });
    assert.equal(stumpRes.status, 201, JSON.stringify(stumpRes.body));
    const message = `Do the owls talk? ${randomUUID()}`;
    const contactRes = await call<{ _id: string }>('POST', '/api/contact/enquire', {
      json: { email: 'wren@example.test', message },
    });
    assert.equal(contactRes.status, 201);
    const list = await call<EnquiryView[]>('GET', '/api/contact/enquiries', { token: adminToken });
    const stored = list.body.find((enquiry) => enquiry._id === stumpRes.body._id);
    assert.deepEqual([stored?.kind, stored?.fields.addressLine2], ['stump', 'Flat 1']);
    assert.equal(list.body.find((enquiry) => enquiry._id === contactRes.body._id)?.fields.message, message);
    assert.equal((await call('GET', '/api/contact/enquiries', { token: userToken })).status, 403);
  });

  it('names the missing or bad field, and caps lengths', async () => {
    const { city: _city, ...withoutCity } = stump;
    const noCity = await call('POST', '/api/contact', { json: withoutCity });
    assert.deepEqual([noCity.status, noCity.body.message], [400, 'city is required']);
    const badEmail = await call('POST', '/api/contact', { json: { ...stump, email: 'nope' } });
    assert.deepEqual([badEmail.status, badEmail.body.message], [400, 'email must be a valid e-mail address']);
    const long = await call('POST', '/api/contact', { json: { ...stump, shortDescription: 'x'.repeat(2001) } });
    assert.deepEqual([long.status, long.body.message], [400, 'shortDescription must be at most 2000 characters']);
    const noMessage = await call('POST', '/api/contact/enquire', { json: { email: 'wren@example.test' } });
    assert.deepEqual([noMessage.status, noMessage.body.message], [400, 'message is required']);
  });

  it('limits enquiries and sign-ups from one address', async () => {
    const flooding = apiClient(system.baseUrl, testClientAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await flooding('POST', '/api/contact/enquire', { json: { email: 'a@example.test', message: 'hi' } })).status,
      );
    }
    assert.equal(statuses.filter((status) => status === 201).length, 30);
    const limited = await flooding('POST', '/api/interest/register-interest', { json: { email: 'b@example.test' } });
    assert.equal(limited.status, 429);
    assert.ok(limited.headers.get('retry-after'));
  });
});

describe('bulk e-mail', () => {
  it('answers at once with the campaign, whose own route shows its progress to the end', async () => {
    await call('POST', '/api/interest/register-interest', { json: { email: `news-${randomUUID().slice(0, 8)}@example.test` } });
    const res = await call<CampaignView>('POST', '/api/email-marketing/send-bulk-email', {
      token: adminToken,
      json: { subject: 'Spring stories', htmlContent: '<p>New <strong>stories</strong></p>' },
    });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.subject, 'Spring stories');
    const done = await eventually(
      async () => (await call<CampaignView>('GET', `/api/email-marketing/campaigns/${res.body._id}`, { token: adminToken })).body,
      (view) => view.status === 'done',
      30_000,
    );
    assert.ok(done.total >= 1);
    assert.equal(done.sent + done.failed, done.total);
    const list = await call<CampaignView[]>('GET', '/api/email-marketing/campaigns', { token: adminToken });
    assert.ok(list.body.some((campaign) => campaign._id === res.body._id));
  });

  it('needs a subject and some content, and an admin', async () => {
    const noSubject = await call('POST', '/api/email-marketing/send-bulk-email', {
      token: adminToken,
      json: { htmlContent: '<p>hi</p>' },
    });
    assert.deepEqual([noSubject.status, noSubject.body.message], [400, 'subject is required']);
    const onlyScript = await call('POST', '/api/email-marketing/send-bulk-email', {
      token: adminToken,
      json: { subject: 'x', htmlContent: '<script>alert(1)</script>' },
    });
    assert.deepEqual([onlyScript.status, onlyScript.body.message], [400, 'htmlContent is empty: write the e-mail first']);
    const asUser = await call('POST', '/api/email-marketing/send-bulk-email', {
      token: userToken,
      json: { subject: 'x', htmlContent: '<p>x</p>' },
    });
    assert.equal(asUser.status, 403);
  });
});

describe('unsubscribe', () => {
  it('refuses a link whose signature does not match', async () => {
    const res = await call('GET', `/api/unsubscribe?id=${randomUUID()}&signature=${'A'.repeat(43)}`);
    assert.deepEqual([res.status, res.body.message], [400, 'This unsubscribe link is not valid']);
    const oneClick = await call('POST', `/api/unsubscribe?id=${randomUUID()}&signature=${'A'.repeat(43)}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(oneClick.status, 400);
    const missing = await call('GET', '/api/unsubscribe');
    assert.equal(missing.status, 400);
  });
});
