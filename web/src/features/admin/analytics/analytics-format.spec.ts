import { describe, expect, it } from 'vitest';
import type { AnalyticsEventView } from '@storystump/contracts';
import { defaultRange } from '@storystump/contracts';
import { detailsOf, formatChange, formatDuration, formatPercent } from './analytics-format';

const event = (fields: Partial<AnalyticsEventView>) =>
  ({ type: 'pageview', error: null, event: null, interaction: null, ...fields }) as AnalyticsEventView;

describe('analytics formats', () => {
  it("shows a session's length as 'Xm Ys' under an hour and 'Xh Ym' from an hour", () => {
    expect(formatDuration(0)).toBe('0m 0s');
    expect(formatDuration(62_500)).toBe('1m 3s');
    expect(formatDuration(59 * 60_000 + 59_000)).toBe('59m 59s');
    expect(formatDuration(3_600_000)).toBe('1h 0m');
    expect(formatDuration(2 * 3_600_000 + 5 * 60_000 + 30_000)).toBe('2h 5m');
  });

  it('shows the change from the range before with its sign, or "new" when there was nothing before', () => {
    expect(formatChange(150, 100)).toBe('+50.0%');
    expect(formatChange(97, 100)).toBe('-3.0%');
    expect(formatChange(100, 100)).toBe('0.0%');
    expect(formatChange(5, 0)).toBe('new');
    expect(formatChange(0, 0)).toBe('0.0%');
    expect(formatChange(0, 8)).toBe('-100.0%');
  });

  it('shows percentages with two decimals', () => {
    expect(formatPercent(50)).toBe('50.00%');
    expect(formatPercent(100 / 3)).toBe('33.33%');
  });

  it('defaults to the last 7 days ending today', () => {
    expect(defaultRange(new Date('2026-11-22T15:00:00Z').toISOString().slice(0, 10))).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
  });

  it("details an error, an event, an interaction, else 'Page View'", () => {
    expect(detailsOf(event({ error: 'Boom' }))).toBe('Boom');
    expect(detailsOf(event({ event: 'basket_opened' }))).toBe('basket_opened');
    expect(detailsOf(event({ interaction: { elementType: 'button', text: 'Buy Now' } }))).toBe('button "Buy Now"');
    expect(detailsOf(event({}))).toBe('Page View');
  });
});
