import type { HostCount } from '@storystump/contracts';
import { countText } from '../host-portal-text';
import styles from '../HostPortal.module.css';

/** Counts as a table with a bar each (at most 60% of its cell, the text beside it), the busiest marked; a left-out count has no bar. */
export function CountBars({
  caption,
  label,
  rows,
}: {
  caption: string;
  label: string;
  rows: Array<{ key: string; visits: HostCount }>;
}) {
  const most = Math.max(1, ...rows.map((row) => row.visits.count ?? 0));
  const busiest = rows.reduce<string | undefined>(
    (best, row) => ((row.visits.count ?? 0) > (rows.find((other) => other.key === best)?.visits.count ?? 0) ? row.key : best),
    undefined,
  );
  return (
    <table className={styles.bars}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Visits</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-busiest={row.key === busiest || undefined}>
            <th scope="row">{row.key}</th>
            <td>
              <span className={styles.bar} style={{ width: `${((row.visits.count ?? 0) / most) * 60}%` }} aria-hidden="true" />
              <span className={styles.barText}>
                {countText(row.visits)}
                {row.key === busiest ? ' (busiest)' : ''}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
