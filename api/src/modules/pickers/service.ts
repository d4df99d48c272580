import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { type ListSpec, orderBySql, parseListQuery, whereSql } from '../../lists/index.js';
import { ROLE } from '../../people/lookup.js';

/** GET /user/all: the pickers (active doctors by name), limit -1. */
export const pickerSpec: ListSpec = {
  fields: {
    role_id: { column: users.roleId, type: 'integer', operators: ['='] },
    status: { column: users.status, type: 'string', operators: ['=', 'in'] },
    active: { column: users.active, type: 'integer', operators: ['='] },
    full_name: { column: sql`lower(${users.fullName})`, type: 'string', filter: false, sort: true },
    created_at: { column: users.createdAt, type: 'date', sort: true },
  },
  defaultSort: [{ field: 'full_name', direction: 'ASC' }],
  tiebreaker: users.id,
  maxAll: 10_000,
};

/** GET /user/all: every matching doctor or clinic, for pickers. */
export async function pickerOptions(app: FastifyInstance, query: unknown) {
  const list = parseListQuery(query, pickerSpec);
  const role = list.where.find((c) => c.field === 'role_id')?.value ?? ROLE.doctor;
  if (role !== ROLE.doctor && role !== ROLE.clinic)
    throw badRequest('where.role_id must be 3 (doctors) or 4 (clinics)');
  const where = and(
    whereSql(list, pickerSpec, [
      list.where.some((c) => c.field === 'role_id') ? undefined : eq(users.roleId, ROLE.doctor),
    ]),
  );
  const rows = await app.db
    .select({
      uid: users.uid,
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      status: users.status,
    })
    .from(users)
    .where(where)
    .orderBy(...orderBySql(list, pickerSpec))
    .limit(list.limit)
    .offset(list.offset);
  return {
    users: rows.map((r) => ({
      uid: r.uid,
      id: r.id,
      full_name: r.fullName,
      email: r.email,
      status: r.status,
    })),
  };
}
