import { DateTime } from 'luxon';
import { dayRangeWhere, matchingQuickRange, quickRange, validDay } from './date-ranges';

describe('quick date ranges', () => {
  // 00:30 on 1 March in Chicago (06:30 UTC): the days are counted in Chicago.
  const now = DateTime.fromISO('2026-03-01T00:30:00', { zone: 'America/Chicago' });

  it('counts days in the admin zone', () => {
    expect(quickRange('today', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(quickRange('last7', now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(quickRange('thisMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(quickRange('lastMonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('last month crosses the year', () => {
    const january = DateTime.fromISO('2027-01-15T12:00:00', { zone: 'Europe/Berlin' });
    expect(quickRange('lastMonth', january)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('recognises a range a quick pick made', () => {
    expect(matchingQuickRange({ from: '2026-02-01', to: '2026-02-28' }, now)).toBe('lastMonth');
    expect(matchingQuickRange({ from: '2026-02-01', to: '2026-02-27' }, now)).toBeNull();
  });

  it('turns a range into the API where bounds, dropping invalid days', () => {
    expect(dayRangeWhere('2026-02-01', '2026-02-28')).toEqual({ '>=': '2026-02-01', '<=': '2026-02-28' });
    expect(dayRangeWhere('', '2026-02-28')).toEqual({ '<=': '2026-02-28' });
    expect(dayRangeWhere('2026-02-31', 'junk')).toBeUndefined();
    expect(validDay('2026-13-01')).toBe('');
  });
});
