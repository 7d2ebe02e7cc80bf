import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isBotAgent } from './bot-agent.js';

describe('a bot', () => {
  it('is a crawler, a headless browser, a script or no agent at all', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.31.0',
      undefined,
    ]) {
      assert.equal(isBotAgent(agent), true, String(agent));
    }
  });

  it("is not a person's browser", () => {
    for (const agent of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ]) {
      assert.equal(isBotAgent(agent), false, agent);
    }
  });
});
