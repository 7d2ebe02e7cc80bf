import { describe, expect, it } from 'vitest';
import { asChartText } from './chart-text';

describe('asChartText', () => {
  it('turns markup into the characters it is made of', () => {
    expect(asChartText('<meta http-equiv="refresh" content="1;url=https://evil.example">')).toBe(
      '&lt;meta http-equiv=&quot;refresh&quot; content=&quot;1;url=https://evil.example&quot;&gt;',
    );
    expect(asChartText("Tom & Jerry's")).toBe('Tom &amp; Jerry&#39;s');
  });

  it('leaves plain labels as they are', () => {
    expect(asChartText('news.example.org')).toBe('news.example.org');
    expect(asChartText(undefined)).toBe('');
  });
});
