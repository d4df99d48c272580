import { count, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationFeed } from '../../db/schema/index.js';
import { audit } from '../../lib/audit-log.js';
import { type ListQuery, type ListSpec, namedQuery } from '../../lists/index.js';

/** The feed is paged by offset and limit only; the newest entries come first. */
export const feedListSpec: ListSpec = {
  fields: { created_at: { column: notificationFeed.createdAt, type: 'date', filter: false, sort: true } },
  defaultSort: [{ field: 'created_at', direction: 'DESC' }],
  tiebreaker: notificationFeed.id,
  defaultLimit: 100,
  maxLimit: 500,
  maxAll: 500,
};

const visible = isNull(notificationFeed.clearedAt);

interface FeedRow {
  uid: string;
  title: string;
  description: string;
  created_at: Date | string;
  doctor_uid: string | null;
  doctor_name: string | null;
  total: number;
}

/**
 * A page of the feed, newest or oldest first: one statement each. Reading marks the entries seen
 * (the update is a data-modifying CTE of the page's statement).
 */
const feedPageIn = (direction: 'asc' | 'desc') =>
  namedQuery<FeedRow>(
    `notification_feed_page_${direction}`,
    `with seen as (
       update notification_feed set seen_at = now()
        where cleared_at is null and seen_at is null and created_at <= now())
     select f.uid, f.title, f.description, f.created_at, d.uid as doctor_uid, d.full_name as doctor_name,
            (select count(*) from notification_feed where cleared_at is null)::int as total
       from notification_feed f left join users d on d.id = f.doctor_id
      where f.cleared_at is null
      order by f.created_at ${direction}, f.id ${direction}
      limit $1 offset $2`,
  );
const feedPage = { asc: feedPageIn('asc'), desc: feedPageIn('desc') };

/**
 * One page of the entries not cleared. Reading the feed marks every entry that existed when the
 * request started as seen, which turns the menu's dot off (GET /user/dashboard,
 * unread_notification); an entry arriving meanwhile stays unseen.
 *
 * One statement: the update is a data-modifying CTE, run to completion though nothing reads it,
 * and it sees the same snapshot as the page, so it marks exactly the entries that existed then.
 */
export async function listFeed(app: FastifyInstance, query: ListQuery) {
  const direction = query.sort[0]?.direction === 'ASC' ? 'asc' : 'desc';
  const rows = await feedPage[direction](app.database, [query.limit, query.offset]);
  const total = rows.length
    ? Number(rows[0].total)
    : Number((await app.db.select({ n: count() }).from(notificationFeed).where(visible))[0].n);
  return {
    notifications: rows.map((row) => ({
      uid: row.uid,
      title: row.title,
      description: row.description,
      created_at: new Date(row.created_at).toISOString(),
      doctor: row.doctor_uid ? { uid: row.doctor_uid, full_name: row.doctor_name } : null,
    })),
    count: total,
    limit: query.limit,
  };
}

/** Clears the whole feed in one statement and records how many entries went. */
export async function clearFeed(app: FastifyInstance, request: FastifyRequest): Promise<{ cleared: number }> {
  return app.db.transaction(async (tx) => {
    const cleared = await tx
      .update(notificationFeed)
      .set({ clearedAt: sql`now()`, seenAt: sql`coalesce(${notificationFeed.seenAt}, now())` })
      .where(visible)
      .returning({ id: notificationFeed.id });
    await audit(tx, request, {
      action: 'notification_feed.clear',
      targetType: 'notification_feed',
      details: { cleared: cleared.length },
    });
    return { cleared: cleared.length };
  });
}
