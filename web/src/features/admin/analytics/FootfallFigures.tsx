import type { FootfallSummary } from '@storystump/contracts';
import { countOf, formatCount } from '../../../ui/numbers';

/**
 * How far the footfall chart and table reach: the stumps they name (the most visited) out of
 * every stump visited in the range, as the server counted them.
 */
export function FootfallFigures({ shown, summary }: { shown: number; summary: FootfallSummary }) {
  const visits = countOf(summary.visits, 'visit');
  return (
    <p data-testid="footfall-figures">
      {shown < summary.stations
        ? `The ${formatCount(shown)} most visited of ${countOf(summary.stations, 'stump')}; ${visits} in all.`
        : `${countOf(summary.stations, 'stump')} visited; ${visits} in all.`}
    </p>
  );
}
