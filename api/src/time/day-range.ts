import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { badRequest } from '../lib/http-error.js';
import { parseInstant } from '../lib/input-limits.js';
import type { Bind, FieldSpec, Operator, Scalar } from '../lists/index.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkInstant(field: string, value: Scalar): string {
  if (typeof value === 'string' && DAY.test(value)) {
    const [year, month, day] = value.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    if (year < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
      throw badRequest(`Invalid value for ${field}`);
    return value;
  }
  const instant = parseInstant(value);
  if (instant === null) throw badRequest(`Invalid value for ${field}`);
  return instant;
}

/**
 * A timestamp field filterable by instants or by whole days: a bound given as 'YYYY-MM-DD' means
 * that calendar day in `timeZone` (the admin's), so {">=": d, "<=": d} covers the whole day d.
 */
export function dayAwareTimestamp(column: SQLWrapper, timeZone: string, field: string): FieldSpec {
  return {
    column,
    type: 'string',
    sort: true,
    operators: ['>=', '<=', '>', '<', '='],
    condition(operator: Operator, value: Scalar | Scalar[], bind: Bind): SQL {
      const bound = checkInstant(field, value as Scalar);
      if (!DAY.test(bound)) {
        const at = sql`${bind(bound)}::timestamptz`;
        if (operator === '>=') return sql`${column} >= ${at}`;
        if (operator === '<=') return sql`${column} <= ${at}`;
        if (operator === '>') return sql`${column} > ${at}`;
        if (operator === '<') return sql`${column} < ${at}`;
        return sql`${column} = ${at}`;
      }
      const day = bind(bound);
      const zone = bind(timeZone);
      const dayStart = sql`((${day}::date)::timestamp at time zone ${zone})`;
      const nextDayStart = sql`(((${day}::date) + 1)::timestamp at time zone ${zone})`;
      if (operator === '>=') return sql`${column} >= ${dayStart}`;
      if (operator === '>') return sql`${column} >= ${nextDayStart}`;
      if (operator === '<=') return sql`${column} < ${nextDayStart}`;
      if (operator === '<') return sql`${column} < ${dayStart}`;
      return sql`(${column} >= ${dayStart} and ${column} < ${nextDayStart})`;
    },
  };
}

/** A filter on a user reference given by the user's public uid. */
export function userUidReference(column: SQLWrapper): FieldSpec {
  return {
    column,
    type: 'uuid',
    operators: ['=', 'in'],
    condition(operator: Operator, value: Scalar | Scalar[], bind: Bind): SQL {
      if (operator === '=' && value === null) return sql`${column} is null`;
      const uids = bind(Array.isArray(value) ? value : [value]);
      return sql`${column} in (select u.id from users u where u.uid = any(${uids}::uuid[]))`;
    },
  };
}
