const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Dates relative to the seed's `now`, so the demo always looks current. */
export class Clock {
  constructor(readonly now: Date) {}

  minutesAgo(minutes: number): Date {
    return new Date(this.now.getTime() - minutes * MINUTE);
  }

  hoursAgo(hours: number): Date {
    return new Date(this.now.getTime() - hours * HOUR);
  }

  daysAgo(days: number): Date {
    return new Date(this.now.getTime() - days * DAY);
  }

  daysAhead(days: number): Date {
    return new Date(this.now.getTime() + days * DAY);
  }

  /** Calendar date (YYYY-MM-DD, UTC) `days` from now; negative is in the past. */
  dateOffset(days: number): string {
    return this.daysAhead(days).toISOString().slice(0, 10);
  }

  /** A whole-hour or half-hour slot `days` from now at `hour`:`minute` UTC. */
  slot(days: number, hour: number, minute: 0 | 30): Date {
    const date = this.daysAhead(days);
    date.setUTCHours(hour, minute, 0, 0);
    return date;
  }
}
