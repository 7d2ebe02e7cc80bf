import { describe, expect, it } from 'vitest';
import type { Descendant } from 'slate';
import { documentToHtml, hasContent } from './email-html';

describe('documentToHtml', () => {
  it('writes each format the drafter makes', () => {
    const doc: Descendant[] = [
      { type: 'heading-one', children: [{ text: 'Hi' }] },
      { type: 'paragraph', indent: 1, children: [{ text: 'b', bold: true, font: 'Georgia', size: '20px' }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'x' }] }] },
      { type: 'paragraph', children: [{ type: 'link', url: 'https://example.test', children: [{ text: 'go' }] }] },
    ];
    expect(documentToHtml(doc)).toBe(
      '<h1>Hi</h1><p style="padding-left: 2em"><span style="font-family: Georgia; font-size: 20px"><strong>b</strong></span></p>' +
        '<ul><li>x</li></ul><p><a href="https://example.test">go</a></p>',
    );
  });

  it('escapes text and drops addresses that are not http, https or mailto', () => {
    const doc: Descendant[] = [
      { type: 'paragraph', children: [{ text: '<script>"x"</script>' }] },
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'bad' }] }] },
      { type: 'image', url: 'data:image/png;base64,AAAA', children: [{ text: '' }] },
    ];
    expect(documentToHtml(doc)).toBe('<p>&lt;script&gt;&quot;x&quot;&lt;/script&gt;</p><p>bad</p>');
  });

  it('knows an empty document from one with words or a picture', () => {
    expect(hasContent([{ type: 'paragraph', children: [{ text: '  ' }] }])).toBe(false);
    expect(hasContent([{ type: 'image', url: 'https://example.test/a.png', children: [{ text: '' }] }])).toBe(true);
  });
});
