import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { notFound } from '../lib/http-error.js';
import { isUuid } from '../wire/uuid.js';

export const ROLE = { patient: 2, doctor: 3, clinic: 4 } as const;
export type RoleName = keyof typeof ROLE;

const NOT_FOUND: Record<RoleName, string> = {
  patient: 'Patient not found',
  doctor: 'Doctor not found',
  clinic: 'Clinic not found',
};

export type UserRow = typeof users.$inferSelect;

/** The user with this uid and one of these roles, or a 404 that names what was looked for. */
export async function findUserOr404(db: Db, uid: string, roles: RoleName[]): Promise<UserRow> {
  const message = NOT_FOUND[roles[0]] ?? 'User not found';
  if (!isUuid(uid)) throw notFound(message);
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.uid, uid.toLowerCase()),
        inArray(
          users.roleId,
          roles.map((r) => ROLE[r]),
        ),
      ),
    )
    .limit(1);
  if (!row) throw notFound(message);
  return row;
}
