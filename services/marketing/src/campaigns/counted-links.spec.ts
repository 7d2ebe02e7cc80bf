import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_CAMPAIGN_LINKS } from '@storystump/contracts';
import { withCountedLinks } from './counted-links.js';

const counted = (position: number) => `https://shop.test/api/email-marketing/link?campaign=c&link=${position}&signature=s`;

describe('counted links', () => {
  it('sends each web link through the counted redirect and keeps its real address', () => {
    const { html, urls } = withCountedLinks(
      '<p><a href="https://example.test/a?x=1&amp;y=2" title="A">A</a> <a href="mailto:owl@example.test">mail</a> <a href="http://example.test/b">B</a></p>',
      counted,
    );
    assert.deepEqual(urls, ['https://example.test/a?x=1&y=2', 'http://example.test/b']);
    assert.equal(
      html,
      '<p><a href="https://shop.test/api/email-marketing/link?campaign=c&amp;link=0&amp;signature=s" title="A">A</a> <a href="mailto:owl@example.test">mail</a> <a href="https://shop.test/api/email-marketing/link?campaign=c&amp;link=1&amp;signature=s">B</a></p>',
    );
  });

  it(`counts the first ${MAX_CAMPAIGN_LINKS} links and leaves the rest as they are`, () => {
    const many = Array.from({ length: MAX_CAMPAIGN_LINKS + 2 }, (_, i) => `<a href="https://example.test/${i}">${i}</a>`).join(
      '',
    );
    const { html, urls } = withCountedLinks(many, counted);
    assert.equal(urls.length, MAX_CAMPAIGN_LINKS);
    assert.ok(html.endsWith(`<a href="https://example.test/${MAX_CAMPAIGN_LINKS + 1}">${MAX_CAMPAIGN_LINKS + 1}</a>`));
  });
});
