// Whether a zone's days start on a whole UTC hour, so its days are sums of the rollups' whole hours.
// Offsets are read in January and July of each year (a zone's standard and summer time); a zone
// whose offset in either is not whole hours (India, Nepal, Newfoundland, Adelaide, Lord Howe) reads
// each day's partial first and last hour from the records.

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

function wholeHoursIn(timeZone: string, year: number): boolean {
  const key = `${timeZone} ${year}`;
  let answer = known.get(key);
  if (answer === undefined) {
    answer = [0, 6].every((month) => offsetMinutes(timeZone, new Date(Date.UTC(year, month, 1))) % 60 === 0);
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(key, answer);
  }
  return answer;
}

/** Whether every day from `from` to `to` ('YYYY-MM-DD') in `timeZone` starts on a whole UTC hour. */
export function daysStartOnWholeHours(timeZone: string, from: string, to: string): boolean {
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    if (!wholeHoursIn(timeZone, year)) return false;
  }
  return true;
}
