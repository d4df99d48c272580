// Doctors' and clinics' suggestions: pending until an administrator accepts one (it joins the
// global list, in the same transaction) or rejects it. Both keep the row with its outcome.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { doctorServices, suggestedServices, suggestedSpecialities, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { audit } from '../../plugins/audit.js';
import type { ListQuery } from '../../lists/index.js';
import { type serviceLists, serviceWire, type specialityLists, specialityWire } from './global-lists.js';
import { COST_MAX_CENTS, COST_MIN_CENTS, isUuid } from './rules.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Who asked: enough for the Requested By and User Type columns; null once the user is gone. */
const requester = {
  uid: users.uid,
  full_name: users.fullName,
  role_id: users.roleId,
  status: users.status,
  deleted_at: users.deletedAt,
};

type RequesterRow = {
  uid: string;
  full_name: string | null;
  role_id: number;
  status: string;
  deleted_at: Date | null;
};

function requesterWire(row: RequesterRow | null) {
  if (!row) return null;
  return {
    uid: row.uid,
    full_name: row.full_name,
    role_id: row.role_id,
    status: row.status,
    deleted_at: row.deleted_at ? row.deleted_at.toISOString() : null,
  };
}

function handled(status: string | undefined, kind: string) {
  if (!status) return notFound(`Suggested ${kind} not found`);
  return conflict(`This suggested ${kind} was already ${status}`);
}

/** A service's price when accepted: the requester's own price for it, kept within 1 to 9999 dollars. */
const DEFAULT_COST_CENTS = COST_MIN_CENTS;

export function suggestionService(
  app: FastifyInstance,
  lists: { specialities: ReturnType<typeof specialityLists>; services: ReturnType<typeof serviceLists> },
) {
  const sp = suggestedSpecialities;
  const sv = suggestedServices;

  return {
    async listSpecialities(list: ListQuery) {
      const where = and(
        eq(sp.status, 'pending'),
        list.search ? sql`${sp.specialityName} ilike ${`%${escapeLike(list.search)}%`}` : undefined,
      );
      const rows = await app.db
        .select({ uid: sp.uid, name: sp.specialityName, createdAt: sp.createdAt, doctor: requester })
        .from(sp)
        .leftJoin(users, eq(users.id, sp.userId))
        .where(where)
        .orderBy(desc(sp.createdAt), desc(sp.id))
        .limit(list.limit);
      const [{ total }] = await app.db.select({ total: sql<number>`count(*)::int` }).from(sp).where(where);
      return {
        suggested_specialities: rows.map((row) => ({
          uid: row.uid,
          speciality_name: row.name,
          doctor: requesterWire(row.doctor),
          created_at: row.createdAt.toISOString(),
        })),
        count: Number(total),
      };
    },

    async listServices(list: ListQuery) {
      const where = and(
        eq(sv.status, 'pending'),
        list.search ? sql`${sv.serviceName} ilike ${`%${escapeLike(list.search)}%`}` : undefined,
      );
      const rows = await app.db
        .select({ uid: sv.uid, name: sv.serviceName, createdAt: sv.createdAt, doctor: requester })
        .from(sv)
        .leftJoin(users, eq(users.id, sv.userId))
        .where(where)
        .orderBy(desc(sv.createdAt), desc(sv.id))
        .limit(list.limit);
      const [{ total }] = await app.db.select({ total: sql<number>`count(*)::int` }).from(sv).where(where);
      return {
        suggested_services: rows.map((row) => ({
          uid: row.uid,
          service_name: row.name,
          doctor: requesterWire(row.doctor),
          created_at: row.createdAt.toISOString(),
        })),
        count: Number(total),
      };
    },

    /** Accepts once: the suggestion leaves pending and the specialty joins (or already is in) the list. */
    async acceptSpeciality(request: FastifyRequest, uid: string) {
      if (!isUuid(uid)) throw handled(undefined, 'specialty');
      return app.db.transaction(async (tx) => {
        const [taken] = await tx
          .update(sp)
          .set({ status: 'accepted', seenAt: sql`coalesce(${sp.seenAt}, now())` })
          .where(and(eq(sp.uid, uid), eq(sp.status, 'pending')))
          .returning();
        if (!taken) {
          const [row] = await tx.select({ status: sp.status }).from(sp).where(eq(sp.uid, uid));
          throw handled(row?.status, 'specialty');
        }
        const { row, created } = await lists.specialities.upsertByName(tx, taken.specialityName.trim());
        await audit(tx, request, {
          action: 'suggested_speciality.accept',
          targetType: 'suggested_speciality',
          targetUid: uid,
          details: { name: row.name, speciality_uid: row.uid, added: created },
        });
        return { speciality: specialityWire(row) };
      });
    },

    async acceptService(request: FastifyRequest, uid: string, costCents: number | null) {
      if (!isUuid(uid)) throw handled(undefined, 'service');
      return app.db.transaction(async (tx) => {
        const [taken] = await tx
          .update(sv)
          .set({ status: 'accepted', seenAt: sql`coalesce(${sv.seenAt}, now())` })
          .where(and(eq(sv.uid, uid), eq(sv.status, 'pending')))
          .returning();
        if (!taken) {
          const [row] = await tx.select({ status: sv.status }).from(sv).where(eq(sv.uid, uid));
          throw handled(row?.status, 'service');
        }
        const name = taken.serviceName.trim();
        let cost = costCents;
        if (cost === null && taken.userId !== null) {
          const [own] = await tx
            .select({ costCents: doctorServices.costCents })
            .from(doctorServices)
            .where(
              and(
                eq(doctorServices.userId, taken.userId),
                sql`lower(${doctorServices.name}) = lower(${name})`,
              ),
            )
            .limit(1);
          if (own) cost = Math.min(Math.max(own.costCents, COST_MIN_CENTS), COST_MAX_CENTS);
        }
        const { row, created } = await lists.services.upsertByName(tx, {
          name,
          cpt: null,
          costCents: cost ?? DEFAULT_COST_CENTS,
        });
        // The requester's own offer of that service now points at the global entry.
        if (taken.userId !== null) {
          await tx
            .update(doctorServices)
            .set({ serviceId: row.id })
            .where(
              and(
                eq(doctorServices.userId, taken.userId),
                isNull(doctorServices.serviceId),
                sql`lower(${doctorServices.name}) = lower(${name})`,
              ),
            );
        }
        await audit(tx, request, {
          action: 'suggested_service.accept',
          targetType: 'suggested_service',
          targetUid: uid,
          details: { name: row.name, service_uid: row.uid, added: created },
        });
        return { service: serviceWire(row) };
      });
    },

    async rejectSpeciality(request: FastifyRequest, uid: string) {
      if (!isUuid(uid)) throw handled(undefined, 'specialty');
      await app.db.transaction(async (tx) => {
        const [taken] = await tx
          .update(sp)
          .set({ status: 'rejected', seenAt: sql`coalesce(${sp.seenAt}, now())` })
          .where(and(eq(sp.uid, uid), eq(sp.status, 'pending')))
          .returning();
        if (!taken) {
          const [row] = await tx.select({ status: sp.status }).from(sp).where(eq(sp.uid, uid));
          throw handled(row?.status, 'specialty');
        }
        await audit(tx, request, {
          action: 'suggested_speciality.reject',
          targetType: 'suggested_speciality',
          targetUid: uid,
          details: { name: taken.specialityName },
        });
      });
      return null;
    },

    async rejectService(request: FastifyRequest, uid: string) {
      if (!isUuid(uid)) throw handled(undefined, 'service');
      await app.db.transaction(async (tx) => {
        const [taken] = await tx
          .update(sv)
          .set({ status: 'rejected', seenAt: sql`coalesce(${sv.seenAt}, now())` })
          .where(and(eq(sv.uid, uid), eq(sv.status, 'pending')))
          .returning();
        if (!taken) {
          const [row] = await tx.select({ status: sv.status }).from(sv).where(eq(sv.uid, uid));
          throw handled(row?.status, 'service');
        }
        await audit(tx, request, {
          action: 'suggested_service.reject',
          targetType: 'suggested_service',
          targetUid: uid,
          details: { name: taken.serviceName },
        });
      });
      return null;
    },

    /** The admin opened a Suggested tab: every pending suggestion counts as seen (the menu dot clears). */
    async markSpecialitiesSeen(request: FastifyRequest) {
      return app.db.transaction(async (tx) => {
        const rows = await tx
          .update(sp)
          .set({ seenAt: sql`now()` })
          .where(and(eq(sp.status, 'pending'), isNull(sp.seenAt)))
          .returning({ uid: sp.uid });
        if (rows.length) {
          await audit(tx, request, {
            action: 'suggested_speciality.seen',
            targetType: 'suggested_speciality',
            details: { count: rows.length },
          });
        }
        return { seen: rows.length };
      });
    },

    async markServicesSeen(request: FastifyRequest) {
      return app.db.transaction(async (tx) => {
        const rows = await tx
          .update(sv)
          .set({ seenAt: sql`now()` })
          .where(and(eq(sv.status, 'pending'), isNull(sv.seenAt)))
          .returning({ uid: sv.uid });
        if (rows.length) {
          await audit(tx, request, {
            action: 'suggested_service.seen',
            targetType: 'suggested_service',
            details: { count: rows.length },
          });
        }
        return { seen: rows.length };
      });
    },
  };
}
