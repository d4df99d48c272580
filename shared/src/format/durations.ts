import { EMPTY_TEXT } from './dates';

/** A booked service's required time 'hh:mm' → '1 hr 30 min', '45 min', '2 hr'. */
export function formatHoursMinutes(value: string | null | undefined): string {
  const match = value ? /^(\d{1,3}):(\d{1,2})(?::\d{2})?$/.exec(value.trim()) : null;
  if (!match) return EMPTY_TEXT;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return EMPTY_TEXT;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} hr` : `${hours} hr ${minutes} min`;
}

/** A call's duration in seconds → '2 min 05 sec'. */
export function formatMinutesSeconds(totalSeconds: number | string | null | undefined): string {
  const seconds = Number(totalSeconds);
  if (
    totalSeconds === null ||
    totalSeconds === undefined ||
    totalSeconds === '' ||
    !Number.isFinite(seconds) ||
    seconds < 0
  )
    return EMPTY_TEXT;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} sec`;
}
