import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admins, savedViews } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { canonicalQuery, type SavedViewList } from './saved-query.js';

/** How many views one administrator keeps per list: the quick tabs must fit above it. */
export const MAX_VIEWS_PER_LIST = 20;

interface SavedViewRow {
  uid: string;
  list: SavedViewList;
  name: string;
  /** The query encrypted with the data key: a search may hold a patient's name or e-mail. */
  query_enc: string;
  created_at: Date | string;
}

const toWire = (app: FastifyInstance, row: SavedViewRow) => ({
  uid: row.uid,
  list: row.list,
  name: row.name,
  query: app.fieldCrypto.decryptField(row.query_enc) ?? '',
  created_at: new Date(row.created_at).toISOString(),
});
export type SavedView = ReturnType<typeof toWire>;

export async function listSavedViews(app: FastifyInstance, adminId: number, list: SavedViewList) {
  const rows = await app.database.query<SavedViewRow>(
    'select uid, list, name, query_enc, created_at from saved_views where admin_id = $1 and list = $2 order by id',
    [adminId, list],
  );
  return rows.map((row) => toWire(app, row));
}

/**
 * Saves a view, answering 409 when the admin already has one of that name on the list or is at the
 * limit. The admin's row is locked for the check and the insert, so views saved at once (two tabs,
 * a double click) are counted one after the other.
 */
export async function createSavedView(
  app: FastifyInstance,
  adminId: number,
  input: { list: SavedViewList; name: string; query: string },
): Promise<SavedView> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest('Enter a name for the view');
  const query = canonicalQuery(input.query);
  return app.db.transaction(async (tx) => {
    await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId)).for('update');
    const [{ n, sameName }] = await tx
      .select({
        n: count(),
        sameName: sql<boolean>`coalesce(bool_or(lower(${savedViews.name}) = lower(${name})), false)`,
      })
      .from(savedViews)
      .where(and(eq(savedViews.adminId, adminId), eq(savedViews.list, input.list)));
    if (sameName) throw conflict(`You already have a view named "${name}" on this list`);
    if (Number(n) >= MAX_VIEWS_PER_LIST) {
      throw conflict(`A list keeps at most ${MAX_VIEWS_PER_LIST} views: delete one to save another`);
    }
    const queryEnc = app.fieldCrypto.encryptField(query) ?? '';
    const [row] = await tx
      .insert(savedViews)
      .values({ adminId, list: input.list, name, queryEnc })
      .returning({
        uid: savedViews.uid,
        list: savedViews.list,
        name: savedViews.name,
        query_enc: savedViews.queryEnc,
        created_at: savedViews.createdAt,
      });
    return toWire(app, row as SavedViewRow);
  });
}

/** Deletes one of the admin's own views; another admin's view is as unknown as a missing one. */
export async function deleteSavedView(app: FastifyInstance, adminId: number, uid: string) {
  const rows = await app.database.query<{ uid: string }>(
    'delete from saved_views where uid = $1 and admin_id = $2 returning uid',
    [uid, adminId],
  );
  if (!rows.length) throw notFound('This view does not exist or was already deleted');
  return { uid };
}
