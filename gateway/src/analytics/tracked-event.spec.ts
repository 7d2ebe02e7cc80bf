import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { trackedEvent, type ReceivedFacts } from './tracked-event.js';

const receivedAt = new Date('2026-11-25T12:00:00Z');
const facts: ReceivedFacts = {
  id: '00000000-0000-4000-8000-000000000001',
  receivedAt,
  country: null,
  deviceCategoryFromAgent: () => 'mobile',
  bot: false,
};
const track = (body: unknown) => trackedEvent(body, 200, facts);
const refusal = (body: unknown) => {
  try {
    track(body);
  } catch (error) {
    assert.ok(error instanceof BadRequestException);
    return (error.getResponse() as { message: string }).message;
  }
  return assert.fail('the event should have been refused');
};

describe('a tracked event as the gateway checks it', () => {
  it('keeps a device category of the fixed set, makes any other one "other", and asks the agent when none is sent', () => {
    assert.equal(track({ type: 'pageview', sessionId: 's', deviceCategory: 'Tablet' }).deviceCategory, 'tablet');
    assert.equal(
      track({ type: 'pageview', sessionId: 's', deviceCategory: '<img src=x onerror=alert(1)>' }).deviceCategory,
      'other',
    );
    assert.equal(track({ type: 'pageview', sessionId: 's' }).deviceCategory, 'mobile');
  });

  it('keeps a traffic source that is a short label, and makes markup or a long one "other"', () => {
    assert.equal(
      track({ type: 'pageview', sessionId: 's', trafficSource: 'news.example.org' }).trafficSource,
      'news.example.org',
    );
    assert.equal(
      track({
        type: 'pageview',
        sessionId: 's',
        trafficSource: '<meta http-equiv="refresh" content="1;url=https://evil.example">',
      }).trafficSource,
      'other',
    );
    assert.equal(track({ type: 'pageview', sessionId: 's', trafficSource: 'a'.repeat(65) }).trafficSource, 'other');
    assert.equal(track({ type: 'pageview', sessionId: 's', trafficSource: '  ' }).trafficSource, null);
  });

  it('believes a time near the receive time, and sets aside one far from it (the year 275760) for the receive time', () => {
    assert.equal(
      track({ type: 'pageview', sessionId: 's', timestamp: '2026-11-25T11:59:00Z' }).timestamp,
      '2026-11-25T11:59:00.000Z',
    );
    const forged = track({ type: 'pageview', sessionId: 's', timestamp: 8.64e15 });
    assert.equal(forged.timestamp, null);
    assert.deepEqual(forged.extra, { timestampSetAside: 8.64e15 });
    assert.equal(track({ type: 'pageview', sessionId: 's', timestamp: 8.64e15 + 1 }).timestamp, null);
  });

  it('holds a beacon text to the rule of every JSON body', () => {
    assert.equal(
      refusal(JSON.stringify({ type: 'pageview', sessionId: 's', 'note\u0000': 1 })),
      'The body has a key with the NUL character (U+0000)',
    );
    assert.equal(
      refusal(JSON.stringify({ type: 'pageview', sessionId: 's', extra: '\uD800' })),
      'extra must be well-formed text (it holds a lone UTF-16 surrogate)',
    );
  });

  it("takes the traffic source and campaign from the page's utm_ parameters, else what the page said", () => {
    const tagged = track({
      type: 'pageview',
      sessionId: 's',
      url: 'https://storystump.test/shop?utm_source=Acorn%20News&utm_medium=email&utm_campaign=Spring%20Sale',
      trafficSource: 'mail.example',
    });
    assert.deepEqual([tagged.trafficSource, tagged.utmCampaign], ['acorn-news', 'spring-sale']);
    const mediumOnly = track({ type: 'pageview', sessionId: 's', url: 'https://storystump.test/?utm_medium=Email' });
    assert.deepEqual([mediumOnly.trafficSource, mediumOnly.utmCampaign], ['email', null]);
    const plain = track({ type: 'pageview', sessionId: 's', url: 'https://storystump.test/', trafficSource: 'blog.example' });
    assert.deepEqual([plain.trafficSource, plain.utmCampaign], ['blog.example', null]);
    const hostile = track({
      type: 'pageview',
      sessionId: 's',
      url: 'https://storystump.test/?utm_campaign=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    });
    assert.equal(hostile.utmCampaign, 'other');
    assert.equal(track({ type: 'pageview', sessionId: 's', url: 'https://storystump.test/?utm_campaign=%20' }).utmCampaign, null);
  });

  it('says whether a bot sent it, as the server found', () => {
    assert.equal(track({ type: 'pageview', sessionId: 's' }).isBot, false);
    assert.equal(trackedEvent({ type: 'pageview', sessionId: 's' }, 50, { ...facts, bot: true }).isBot, true);
  });

  it("derives the page from the address's path, cut to the page's length after a whole character", () => {
    assert.equal(track({ type: 'pageview', sessionId: 's', url: 'https://example.org/shop?x=1' }).page, '/shop');
    const page = track({ type: 'pageview', sessionId: 's', url: `http://localhost/${'é'.repeat(1980)}` }).page!;
    assert.equal(page, `/${'%C3%A9'.repeat(333)}`);
    const uneven = track({ type: 'pageview', sessionId: 's', url: `http://localhost/ab${'é'.repeat(1980)}` }).page!;
    assert.equal(uneven, `/ab${'%C3%A9'.repeat(332)}`);
  });
});
