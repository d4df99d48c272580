import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FieldSpec } from './query.js';

/** A work item's assignee as a list row carries it: `{ uid, full_name }`, or null. */
export function assigneeJson(assigneeId: SQLWrapper): SQL<{ uid: string; full_name: string } | null> {
  return sql<{ uid: string; full_name: string } | null>`(
    select json_build_object('uid', a.uid, 'full_name', a.full_name) from admins a where a.id = ${assigneeId})`;
}

/**
 * The lists' `assignee` filter: null for the unassigned, an admin's uid for theirs ("Mine" is the
 * signed-in admin's own uid). A value that is no admin's uid matches nothing.
 */
export function assigneeField(assigneeId: SQLWrapper): FieldSpec {
  return {
    column: assigneeId,
    type: 'string',
    operators: ['='],
    condition: (_operator, value, bind) =>
      value === null
        ? sql`${assigneeId} is null`
        : sql`${assigneeId} = (select a.id from admins a where a.uid::text = ${bind(String(value).toLowerCase())})`,
  };
}
