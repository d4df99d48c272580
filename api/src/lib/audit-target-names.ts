import type { FastifyInstance } from 'fastify';
import { statementNameOf } from '../lists/index.js';
import { isUuid } from '../wire/uuid.js';

/**
 * How the Audit Log names the records of a table whose rows have a `uid` (a module declares it as
 * its target type's name): `column` is the name (a table and column the module writes, never input).
 */
export function namesByUid(table: string, column = 'name') {
  const text = `select uid::text as uid, ${column} as name from ${table} where uid = any($1::uuid[])`;
  // Named: an audit page names its targets on every read, and planning cost more than the lookup.
  const name = statementNameOf('audit_names', text);
  return async (app: FastifyInstance, ids: string[]): Promise<[string, string][]> => {
    const uids = ids.filter(isUuid);
    if (!uids.length) return [];
    const rows = await app.database.query<{ uid: string; name: string | null }>(text, [uids], name);
    return rows.flatMap((row) => (row.name ? [[row.uid, row.name] as [string, string]] : []));
  };
}
