import { DateTime, Settings } from 'luxon';
import {
  dayKey,
  formatAppointmentDateTime,
  formatDate,
  formatDayHeading,
  formatTime,
  formatTimestamp,
} from './dates';

describe('date formats in the admin zone', () => {
  const originalZone = Settings.defaultZone;
  beforeAll(() => {
    Settings.defaultZone = 'America/New_York';
  });
  afterAll(() => {
    Settings.defaultZone = originalZone;
  });

  it('formats appointments as MM/dd/yy - hh:mm a, the meridiem in lower case', () => {
    expect(formatAppointmentDateTime('2026-11-23T19:05:00.000Z')).toBe('11/23/26 - 02:05 pm');
    expect(formatAppointmentDateTime('2026-11-24T04:30:00Z')).toBe('11/23/26 - 11:30 pm');
  });

  it('formats timestamps as MM-dd-yyyy hh:mm A, the meridiem in upper case', () => {
    expect(formatTimestamp('2026-11-23T19:05:00.000Z')).toBe('11-23-2026 02:05 PM');
    expect(formatTimestamp('2026-07-01T13:00:00Z')).toBe('07-01-2026 09:00 AM');
  });

  it('formats days as MM/dd/yyyy, keeping a date-only value on its day', () => {
    expect(formatDate('2026-11-23T19:05:00.000Z')).toBe('11/23/2026');
    expect(formatDate('1990-05-12')).toBe('05/12/1990');
  });

  it('formats clock times and timestamps as hh:mm a', () => {
    expect(formatTime('14:05')).toBe('02:05 PM');
    expect(formatTime('09:00:00')).toBe('09:00 AM');
    expect(formatTime('00:15')).toBe('12:15 AM');
    expect(formatTime('2026-11-23T19:05:00Z')).toBe('02:05 PM');
  });

  it('returns - for missing or invalid values', () => {
    for (const format of [formatAppointmentDateTime, formatTimestamp, formatDate, formatTime]) {
      expect(format(null)).toBe('-');
      expect(format(undefined)).toBe('-');
      expect(format('')).toBe('-');
      expect(format('not a date')).toBe('-');
    }
    expect(formatTime('25:00')).toBe('-');
  });

  it('names notification days relative to now', () => {
    const now = DateTime.fromISO('2026-11-25T10:00:00', { zone: 'America/New_York' }); // a Wednesday
    const at = (iso: string) => formatDayHeading(`${iso}T08:00:00-05:00`, now);
    expect(at('2026-11-25')).toBe('Today');
    expect(at('2026-11-26')).toBe('Tomorrow');
    expect(at('2026-11-28')).toBe('Saturday');
    expect(at('2026-11-24')).toBe('Yesterday');
    expect(at('2026-11-20')).toBe('Last Friday');
    expect(at('2026-11-18')).toBe('11/18/2026');
    expect(at('2026-12-05')).toBe('12/05/2026');
    expect(formatDayHeading(null, now)).toBe('-');
  });

  it('keys entries by their day in the admin zone', () => {
    expect(dayKey('2026-11-24T03:00:00Z')).toBe('2026-11-23');
    expect(dayKey('nope')).toBeNull();
  });
});

const ZONE = 'America/New_York';
const at = (iso: string, zone = ZONE) => DateTime.fromISO(iso, { zone });

describe('formatDayHeading', () => {
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
    expect(formatDayHeading(at(date), now)).toBe(heading);
  });

  it('looks back across New Year from 1 January', () => {
    const newYear = at('2027-01-01T09:00');
    expect(formatDayHeading(at('2026-12-31T22:00'), newYear)).toBe('Yesterday');
    expect(formatDayHeading(at('2026-12-27T12:00'), newYear)).toBe('Last Sunday');
    expect(formatDayHeading(at('2026-12-26T12:00'), newYear)).toBe('Last Saturday');
    expect(formatDayHeading(at('2026-12-25T12:00'), newYear)).toBe('12/25/2026');
  });

  it('crosses the week boundary from a Monday', () => {
    const monday = at('2026-11-23T09:00');
    expect(formatDayHeading(at('2026-11-22T12:00'), monday)).toBe('Yesterday');
    expect(formatDayHeading(at('2026-11-21T12:00'), monday)).toBe('Last Saturday');
    expect(formatDayHeading(at('2026-11-17T12:00'), monday)).toBe('Last Tuesday');
    expect(formatDayHeading(at('2026-11-16T12:00'), monday)).toBe('11/16/2026');
    expect(formatDayHeading(at('2026-11-29T12:00'), monday)).toBe('Sunday');
  });

  it("counts calendar days in the admin's zone, not in UTC", () => {
    // 03:00 UTC on 1 January is still 31 December, 22:00, in New York.
    const utcInstant = '2027-01-01T03:00:00.000Z';
    expect(formatDayHeading(utcInstant, at('2027-01-01T12:00'))).toBe('Yesterday');
    expect(formatDayHeading(utcInstant, at('2027-01-01T12:00:00Z', 'UTC'))).toBe('Today');
  });

  it('counts a daylight-saving change day as one day', () => {
    // Clocks go back on Sunday 1 November 2026 in New York (a 25-hour day).
    const monday = at('2026-11-02T00:30');
    expect(formatDayHeading(at('2026-11-01T00:30'), monday)).toBe('Yesterday');
    expect(formatDayHeading(at('2026-10-31T23:30'), monday)).toBe('Last Saturday');
  });

  it("shows '-' for an unreadable date", () => {
    expect(formatDayHeading('not a date', now)).toBe('-');
  });
});
