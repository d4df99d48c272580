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

  it('formats appointments as MM/dd/yy - hh:mm a', () => {
    expect(formatAppointmentDateTime('2026-11-23T19:05:00.000Z')).toBe('11/23/26 - 02:05 PM');
    expect(formatAppointmentDateTime('2026-11-24T04:30:00Z')).toBe('11/23/26 - 11:30 PM');
  });

  it('formats timestamps as MM-dd-yyyy hh:mm a', () => {
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
