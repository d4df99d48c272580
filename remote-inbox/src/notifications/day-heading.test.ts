import { DateTime } from 'luxon';
import { groupByDay } from './day-heading';

const ZONE = 'America/New_York';
const at = (iso: string, zone = ZONE) => DateTime.fromISO(iso, { zone });

describe('groupByDay', () => {
  it("groups entries by their day in the admin's zone, newest day first, keeping the order", () => {
    const now = at('2027-01-01T12:00');
    const entries = [
      { id: 'a', created_at: '2027-01-01T15:00:00.000Z' },
      { id: 'b', created_at: '2027-01-01T06:00:00.000Z' },
      { id: 'c', created_at: '2027-01-01T03:00:00.000Z' }, // 31 December in New York
      { id: 'd', created_at: '2026-12-28T12:00:00.000Z' },
    ];

    const groups = groupByDay(entries, now);

    expect(groups.map((group) => [group.day, group.heading, group.items.map((item) => item.id)])).toEqual([
      ['2027-01-01', 'Today', ['a', 'b']],
      ['2026-12-31', 'Yesterday', ['c']],
      ['2026-12-28', 'Last Monday', ['d']],
    ]);
  });

  it('gives no groups for no entries', () => {
    expect(groupByDay([], at('2027-01-01T12:00'))).toEqual([]);
  });
});
