import { describe, expect, it } from 'vitest';
import type { VisitView } from '@storystump/contracts';
import { visitDateTime, visitLine } from './visit-line';

const visit = (name: string, visitDate: string): VisitView => ({
  _id: 'v1',
  baseStation: { _id: 's1', base_id: 'stump-1', name, currentName: name, removed: false },
  visitDate,
});

describe('visitLine', () => {
  it("reads 'Visited {base station name} on {date time}', in local time", () => {
    const at = new Date(2026, 4, 4, 9, 30).toISOString();
    expect(visitLine(visit('Oak Hollow', at))).toBe('Visited Oak Hollow on 4 May 2026, 09:30');
    expect(visitDateTime(at)).toBe('4 May 2026, 09:30');
  });

  it('keeps the name the station had at the time of the visit', () => {
    const renamed = { ...visit('Oak Hollow', '2026-05-04T09:30:00.000Z') };
    renamed.baseStation = { ...renamed.baseStation, currentName: 'Oak Glade' };
    expect(visitLine(renamed)).toMatch(/^Visited Oak Hollow on /);
  });
});
