import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationFeed, users } from '../../db/schema/index.js';
import { audit } from '../../plugins/audit.js';
import { type ListQuery, type ListSpec, orderBySql } from '../../plugins/list-query.js';

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

export class NotificationFeedService {
  constructor(private readonly app: FastifyInstance) {}

  /**
   * One page of the entries not cleared. Reading the feed marks every entry that existed when the
   * request started as seen, which turns the menu's dot off (GET /user/dashboard,
   * unread_notification); an entry arriving meanwhile stays unseen.
   */
  async list(query: ListQuery) {
    const db = this.app.db;
    const [{ now }] = await this.app.database.query<{ now: Date | string }>('select now() as now');
    const [rows, [total]] = await Promise.all([
      db
        .select({
          uid: notificationFeed.uid,
          title: notificationFeed.title,
          description: notificationFeed.description,
          createdAt: notificationFeed.createdAt,
          doctorUid: users.uid,
          doctorName: users.fullName,
        })
        .from(notificationFeed)
        .leftJoin(users, eq(users.id, notificationFeed.doctorId))
        .where(visible)
        .orderBy(...orderBySql(query, feedListSpec))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ n: count() }).from(notificationFeed).where(visible),
    ]);
    await db
      .update(notificationFeed)
      .set({ seenAt: sql`now()` })
      .where(and(visible, isNull(notificationFeed.seenAt), lte(notificationFeed.createdAt, new Date(now))));
    return {
      notifications: rows.map((row) => ({
        uid: row.uid,
        title: row.title,
        description: row.description,
        created_at: row.createdAt.toISOString(),
        doctor: row.doctorUid ? { uid: row.doctorUid, full_name: row.doctorName } : null,
      })),
      count: Number(total.n),
      limit: query.limit,
    };
  }

  /** Clears the whole feed in one statement and records how many entries went. */
  async clearAll(request: FastifyRequest): Promise<{ cleared: number }> {
    return this.app.db.transaction(async (tx) => {
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
}
