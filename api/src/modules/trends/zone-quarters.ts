// Whether a zone's days start on a UTC quarter hour, so its days are read from the daily rollups'
// quarter-hour running totals alone. Offsets are read in January and July of each year (a zone's
// standard and summer time); every zone has been on quarter hours since before 1990 (India +05:30,
// Nepal +05:45, Newfoundland −03:30 included); a range in a zone's older local mean time reads the
// part-quarter at each day's edges from the records.

const known = new Map<string, boolean>();
const MAX_REMEMBERED = 2000;

function offsetMinutes(timeZone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function quartersIn(timeZone: string, year: number): boolean {
  const key = `${timeZone} ${year}`;
  let answer = known.get(key);
  if (answer === undefined) {
    answer = [0, 6].every((month) => offsetMinutes(timeZone, new Date(Date.UTC(year, month, 1))) % 15 === 0);
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(key, answer);
  }
  return answer;
}

/** Whether every day from `from` to `to` ('YYYY-MM-DD') in `timeZone` starts on a UTC quarter hour. */
export function daysStartOnQuarterHours(timeZone: string, from: string, to: string): boolean {
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    if (!quartersIn(timeZone, year)) return false;
  }
  return true;
}
