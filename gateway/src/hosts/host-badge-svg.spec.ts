import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { badgeSvg, badgeText } from './host-badge-svg.js';

const figures = (count: number | null) => ({ month: '2026-11', storiesPlayed: { count, suppressed: count === null } });

describe('host badge', () => {
  it('writes the stories with thousands separators', () => {
    assert.equal(badgeText(figures(1234)), '1,234 stories heard here this month');
    assert.equal(badgeText(figures(0)), '0 stories heard here this month');
  });

  it('never tells a count under 5', () => {
    assert.equal(badgeText(figures(null)), 'Fewer than 5 stories heard here this month');
    assert.match(badgeSvg(figures(null)), /Fewer than 5 stories heard here this month<\/text>/);
  });

  it('is an SVG whose text is its title too', () => {
    const svg = badgeSvg(figures(1_234_567));
    assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(svg, /<title>1,234,567 stories heard here this month<\/title>/);
  });
});
