import { arrayOf, exact, integer, orNull, text, textEnum } from '../../wire/exact-shapes.js';
import { GRAINS } from './range.js';
import { SERIES } from './series.js';

const day = { type: 'string', format: 'date', description: 'yyyy-MM-dd' } as const;
const span = exact({ from: day, to: day });
const integers = arrayOf(integer);

export const trendsSchema = exact({
  grain: textEnum(GRAINS),
  time_zone: text,
  from: day,
  to: day,
  previous_from: day,
  previous_to: day,
  buckets: arrayOf(
    span,
    'Each point: its first and last day (the first and last may be partial weeks or months)',
  ),
  previous_buckets: arrayOf(span, 'The previous period, point for point'),
  series: arrayOf(
    exact({
      key: textEnum(SERIES),
      unit: textEnum(['count', 'cents'], 'Money in cents, exact'),
      values: integers,
      previous: integers,
      total: integer,
      previous_total: integer,
      change_percent: orNull({ type: 'number', description: 'Change against the previous period, in %' }),
    }),
  ),
});

export const recordTrendSchema = exact({
  from: day,
  to: day,
  buckets: arrayOf(span),
  appointments: integers,
  net_cents: orNull(integers),
});
