import { DateTime } from 'luxon';
import { dayHeading, groupByDay } from './day-heading';

const ZONE = 'America/New_York';
const at = (iso: string, zone = ZONE) => DateTime.fromISO(iso, { zone });

describe('dayHeading', () => {
  // Wednesday 30 December 2026: the next and past weeks cross the year boundary.
  const now = at('2026-12-30T10:00');

  it.each([
    ['2026-12-30T00:05', 'Today'],
    ['2026-12-30T23:59', 'Today'],
    ['2026-12-31T08:00', 'Tomorrow'],
    ['2027-01-01T08:00', 'Friday'],
    ['2027-01-05T08:00', 'Tuesday'],
    ['2027-01-06T08:00', '01/06/2027'],
    ['2026-12-29T23:59', 'Yesterday'],
    ['2026-12-28T08:00', 'Last Monday'],
    ['2026-12-24T08:00', 'Last Thursday'],
    ['2026-12-23T08:00', '12/23/2026'],
    ['2025-12-30T10:00', '12/30/2025'],
  ])('%s is %s', (date, heading) => {
    expect(dayHeading(at(date), now)).toBe(heading);
  });

  it('looks back across New Year from 1 January', () => {
    const newYear = at('2027-01-01T09:00');
    expect(dayHeading(at('2026-12-31T22:00'), newYear)).toBe('Yesterday');
    expect(dayHeading(at('2026-12-27T12:00'), newYear)).toBe('Last Sunday');
    expect(dayHeading(at('2026-12-26T12:00'), newYear)).toBe('Last Saturday');
    expect(dayHeading(at('2026-12-25T12:00'), newYear)).toBe('12/25/2026');
  });

  it('crosses the week boundary from a Monday', () => {
    const monday = at('2026-11-23T09:00');
    expect(dayHeading(at('2026-11-22T12:00'), monday)).toBe('Yesterday');
    expect(dayHeading(at('2026-11-21T12:00'), monday)).toBe('Last Saturday');
    expect(dayHeading(at('2026-11-17T12:00'), monday)).toBe('Last Tuesday');
    expect(dayHeading(at('2026-11-16T12:00'), monday)).toBe('11/16/2026');
    expect(dayHeading(at('2026-11-29T12:00'), monday)).toBe('Sunday');
  });

  it("counts calendar days in the admin's zone, not in UTC", () => {
    // 03:00 UTC on 1 January is still 31 December, 22:00, in New York.
    const utcInstant = '2027-01-01T03:00:00.000Z';
    expect(dayHeading(utcInstant, at('2027-01-01T12:00'))).toBe('Yesterday');
    expect(dayHeading(utcInstant, at('2027-01-01T12:00:00Z', 'UTC'))).toBe('Today');
  });

  it('counts a daylight-saving change day as one day', () => {
    // Clocks go back on Sunday 1 November 2026 in New York (a 25-hour day).
    const monday = at('2026-11-02T00:30');
    expect(dayHeading(at('2026-11-01T00:30'), monday)).toBe('Yesterday');
    expect(dayHeading(at('2026-10-31T23:30'), monday)).toBe('Last Saturday');
  });

  it("shows '-' for an unreadable date", () => {
    expect(dayHeading('not a date', now)).toBe('-');
  });
});

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
