import { formatHoursMinutes, formatMinutesSeconds } from './durations';

describe('formatHoursMinutes', () => {
  it('reads hh:mm as hours and minutes', () => {
    expect(formatHoursMinutes('01:30')).toBe('1 hr 30 min');
    expect(formatHoursMinutes('00:45')).toBe('45 min');
    expect(formatHoursMinutes('02:00')).toBe('2 hr');
    expect(formatHoursMinutes('00:00')).toBe('0 min');
    expect(formatHoursMinutes('01:05:00')).toBe('1 hr 5 min');
  });

  it('returns - for anything else', () => {
    expect(formatHoursMinutes(null)).toBe('-');
    expect(formatHoursMinutes('90')).toBe('-');
    expect(formatHoursMinutes('01:75')).toBe('-');
  });
});

describe('formatMinutesSeconds', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatMinutesSeconds(125)).toBe('2 min 05 sec');
    expect(formatMinutesSeconds(0)).toBe('0 min 00 sec');
    expect(formatMinutesSeconds('3600')).toBe('60 min 00 sec');
    expect(formatMinutesSeconds(59.6)).toBe('1 min 00 sec');
  });

  it('returns - for missing or invalid durations', () => {
    expect(formatMinutesSeconds(null)).toBe('-');
    expect(formatMinutesSeconds('')).toBe('-');
    expect(formatMinutesSeconds('abc')).toBe('-');
    expect(formatMinutesSeconds(-1)).toBe('-');
  });
});
