import { describe, expect, it } from 'vitest';
import type { HostPortal } from '@storystump/contracts';
import { changeText, countText, portalCsv } from './host-portal-text';

const shown = (count: number) => ({ count, suppressed: false });
const hidden = { count: null, suppressed: true };

describe('host portal text', () => {
  it('writes a left-out count as "fewer than 5" and others with separators', () => {
    expect(countText(hidden)).toBe('fewer than 5');
    expect(countText(shown(1234))).toBe('1,234');
  });

  it('gives the change from the previous period only where both counts are shown', () => {
    expect(changeText(shown(15), shown(10))).toBe('+50%');
    expect(changeText(shown(5), shown(10))).toBe('-50%');
    expect(changeText(hidden, shown(10))).toBe('–');
  });

  it('writes the visits per stump and day as CSV, names quoted where they need it', () => {
    const portal = {
      stumps: [
        { name: 'Oak, by the pond', days: [{ day: '2026-03-02', visits: shown(7) }] },
        { name: 'Ash', days: [{ day: '2026-03-01', visits: hidden }] },
      ],
    } as unknown as HostPortal;
    expect(portalCsv(portal)).toBe('day,stump,visits\n2026-03-01,Ash,fewer than 5\n2026-03-02,"Oak, by the pond",7\n');
  });
});
