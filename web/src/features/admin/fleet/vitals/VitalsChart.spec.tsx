import type { RolloutView, VersionVitals } from '@storystump/contracts';
import type { ApexOptions } from 'apexcharts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vitalsComparison } from './vitals-comparison';
import { VitalsChart } from './VitalsChart';

// ApexCharts draws with SVG a real browser measures: what is tested is what it is asked to draw.
const drawn: Array<{ options: ApexOptions; label: string }> = [];
vi.mock('../../analytics/ApexChart', () => ({
  ApexChart: (props: { options: ApexOptions; label: string }) => {
    drawn.push(props);
    return <div role="img" aria-label={props.label} />;
  },
}));

const vitals = (tag: string, changes: Partial<VersionVitals> = {}): VersionVitals => ({
  tag,
  stations: 100,
  hoursObserved: 2400,
  crashFreeHoursPercent: 99,
  batteryDrainPerDay: 4.5,
  nfcErrorsPer100Visits: 1.2,
  ...changes,
});
const rollout = (tag: string, previousTag: string | null) => ({ tag, previousTag }) as RolloutView;

describe('the versions to compare', () => {
  it("are the newest rollout's version and the one its stations ran before", () => {
    const rows = [vitals('2.0.0'), vitals('1.9.0'), vitals('2.1.0', { stations: 10 })];
    expect(vitalsComparison(rows, [rollout('2.1.0', '2.0.0'), rollout('2.0.0', '1.9.0')])).toEqual({
      current: rows[2],
      previous: rows[0],
    });
  });

  it('are the two run on the most stations when no rollout has both seen', () => {
    const rows = [vitals('2.0.0'), vitals('1.9.0')];
    expect(vitalsComparison(rows, [rollout('3.0.0', '2.0.0')])).toEqual({ current: rows[0], previous: rows[1] });
    expect(vitalsComparison([rows[0]!], [])).toEqual({ current: rows[0], previous: null });
    expect(vitalsComparison([], [])).toBeNull();
  });
});

describe('the vitals chart', () => {
  afterEach(() => {
    cleanup();
    drawn.length = 0;
  });

  it('draws the current and the previous version side by side, figure by figure', () => {
    const current = vitals('2.1.0', { crashFreeHoursPercent: 80, batteryDrainPerDay: 6, nfcErrorsPer100Visits: null });
    const previous = vitals('2.0.0');
    render(<VitalsChart current={current} previous={previous} />);

    const { options, label } = drawn.at(-1)!;
    expect(options.xaxis?.categories).toEqual([
      'Crash-free hours (%)',
      'Battery drain per day (points)',
      'NFC errors per 100 visits',
    ]);
    expect(options.series).toEqual([
      { name: '2.1.0', data: [80, 6, 0] },
      { name: '2.0.0', data: [99, 4.5, 1.2] },
    ]);
    expect(label).toBe(
      'Version vitals, 2.1.0: Crash-free hours (%) 80, Battery drain per day (points) 6, NFC errors per 100 visits no visits; ' +
        '2.0.0: Crash-free hours (%) 99, Battery drain per day (points) 4.5, NFC errors per 100 visits 1.2',
    );

    const rows = within(screen.getByTestId('version-vitals')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2.1.0 (current)1002400806no visits', '2.0.0 (previous)1002400994.51.2']);
  });

  it('writes a tag as text in the chart, never as markup', () => {
    render(<VitalsChart current={vitals('<b>2.2</b>')} previous={null} />);
    expect(drawn.at(-1)!.options.series).toEqual([{ name: '&lt;b&gt;2.2&lt;/b&gt;', data: [99, 4.5, 1.2] }]);
  });
});
