import { formatCents } from '@telehealth/shared/format';
import type { Bucket, SeriesKey } from './trends-api';

export type SeriesGroup = 'Appointments' | 'Revenue' | 'People';

interface SeriesMeta {
  label: string;
  group: SeriesGroup;
  /** The list a point opens, filtered to its days (none: no list filters that date). */
  records?: (bucket: Bucket) => string;
  /** What a point opens, in words, for its button's name. */
  opens?: string;
}

const appointments = (status?: string) => (bucket: Bucket) => {
  const params = new URLSearchParams({ dates: 'booked', from: bucket.from, to: bucket.to });
  if (status) params.set('status', status);
  return `/admin/appointments?${params}`;
};

const payments = (status?: string) => (bucket: Bucket) => {
  const params = new URLSearchParams({ from: bucket.from, to: bucket.to });
  if (status) params.set('status', status);
  return `/admin/payments?${params}`;
};

/** Each series' name, its group and the records behind a point (appointments by booking date, payments by transaction date). */
export const SERIES_META: Record<SeriesKey, SeriesMeta> = {
  appointments_booked: {
    label: 'Appointments booked',
    group: 'Appointments',
    records: appointments(),
    opens: 'the appointments booked',
  },
  appointments_completed: {
    label: 'Appointments completed',
    group: 'Appointments',
    records: appointments('completed'),
    opens: 'the completed appointments booked',
  },
  appointments_cancelled: {
    label: 'Appointments cancelled',
    group: 'Appointments',
    records: appointments('cancelled'),
    opens: 'the cancelled appointments booked',
  },
  revenue_gross: { label: 'Gross revenue', group: 'Revenue', records: payments(), opens: 'the payments' },
  revenue_refunded: {
    label: 'Refunded',
    group: 'Revenue',
    records: payments('refunded'),
    opens: 'the refunded payments',
  },
  revenue_net: { label: 'Net revenue', group: 'Revenue', records: payments(), opens: 'the payments' },
  revenue_platform: {
    label: "Platform's share",
    group: 'Revenue',
    records: payments(),
    opens: 'the payments',
  },
  revenue_doctors: { label: "Doctors' share", group: 'Revenue', records: payments(), opens: 'the payments' },
  patients_new: { label: 'New patients', group: 'People' },
  doctors_approved: { label: 'Newly approved doctors', group: 'People' },
};

export const GROUPS: SeriesGroup[] = ['Appointments', 'Revenue', 'People'];

export function formatFigure(unit: 'count' | 'cents', value: number): string {
  return unit === 'cents' ? formatCents(value) : value.toLocaleString('en-US');
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const YEAR_DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Mar 3' for a day, 'Mar 2 – Mar 8' for a longer bucket. */
export function bucketLabel(bucket: Bucket): string {
  const from = DAY_FORMAT.format(asDate(bucket.from));
  return bucket.from === bucket.to ? from : `${from} – ${DAY_FORMAT.format(asDate(bucket.to))}`;
}

/** 'Mar 1, 2026 – Mar 30, 2026'. */
export function spanLabel(from: string, to: string): string {
  return `${YEAR_DAY_FORMAT.format(asDate(from))} – ${YEAR_DAY_FORMAT.format(asDate(to))}`;
}

/** '+12.5%', '−3%' or 'no previous figure'. */
export function changeLabel(change: number | null): string {
  if (change === null) return 'no previous figure';
  if (change === 0) return 'no change';
  return `${change > 0 ? '+' : '−'}${Math.abs(change)}%`;
}
