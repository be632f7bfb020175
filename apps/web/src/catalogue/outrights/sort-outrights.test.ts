import { describe, expect, test } from 'vitest';
import type { OutrightView } from '@/api/catalogue/types';
import { sortOutrights } from './sort-outrights';

const outright = (id: number, name: string, endDate: string | null): OutrightView => ({
  type: 'season',
  id,
  urnId: `sr:season:${id}`,
  slug: `season-${id}`,
  name,
  parent: null,
  competitors: [],
  tournament: null,
  category: { id: 1, slug: 'england', name: 'England', countryCode: 'GB' },
  sport: { id: 1, key: 'soccer', name: 'Soccer', type: 'regular' },
  startTime: '2026-08-01T12:00:00.000Z',
  endDate,
  status: 0,
  availableMarketsCount: 1,
  provider: 'betradar',
});

describe('sortOutrights', () => {
  test('the soonest end first, undated last, then by name', () => {
    const sorted = sortOutrights([
      outright(1, 'Cup winner', null),
      outright(2, 'League winner', '2027-05-30T00:00:00.000Z'),
      outright(3, 'Top scorer', '2027-01-10T00:00:00.000Z'),
      outright(4, 'Another cup', null),
    ]);
    expect(sorted.map((o) => o.id)).toEqual([3, 2, 4, 1]);
  });

  test('does not reorder its input', () => {
    const input = [outright(2, 'B', null), outright(1, 'A', null)];
    sortOutrights(input);
    expect(input.map((o) => o.id)).toEqual([2, 1]);
  });
});
