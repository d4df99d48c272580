// The three global lists: specialties, services and board certifications. A delete only retires
// an entry (active = false): doctors keep what they chose, and adding the name again revives it.
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { boardCertifications, services, specialities } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { audit } from '../../plugins/audit.js';
import { type ListQuery, type ListSpec, orderBySql, whereSql } from '../../lists/index.js';
import { isUniqueViolation } from './db-errors.js';
import { boardCertificateListSpec, serviceListSpec, specialityListSpec } from './list-specs.js';
import { dollars, isUuid } from './rules.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SpecialityRow = typeof specialities.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type BoardRow = typeof boardCertifications.$inferSelect;

export const specialityWire = (row: SpecialityRow) => ({
  uid: row.uid,
  name: row.name,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

export const serviceWire = (row: ServiceRow) => ({
  uid: row.uid,
  name: row.name,
  cpt: row.cpt,
  cost: dollars(row.costCents),
  active: row.active,
  order: row.order,
  created_at: row.createdAt.toISOString(),
});

export const boardWire = (row: BoardRow) => ({
  uid: row.uid,
  name: row.name,
  cpt: row.cpt,
  cost: dollars(row.costCents),
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list's conditions: the client's `where`, the search on the name, active entries unless asked. */
function listWhere(list: ListQuery, spec: ListSpec, name: PgColumn, active: PgColumn): SQL | undefined {
  const asksActive = list.where.some((condition) => condition.field === 'active');
  return whereSql(list, spec, [
    list.search ? sql`${name} ilike ${`%${escapeLike(list.search)}%`}` : undefined,
    asksActive ? undefined : sql`${active} = true`,
  ]);
}

const sameName = (column: PgColumn, name: string) => sql`lower(${column}) = lower(${name})`;

/** Runs a write; a race that still hits the unique name index answers like the duplicate check. */
async function guardDuplicate<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

export function specialityLists(app: FastifyInstance) {
  const t = specialities;
  const duplicate = 'Specialty already exists';
  const missing = () => notFound('Specialty not found');

  async function upsertByName(tx: Tx, name: string): Promise<{ row: SpecialityRow; created: boolean }> {
    const [existing] = await tx.select().from(t).where(sameName(t.name, name)).for('update');
    if (existing?.active) return { row: existing, created: false };
    if (existing) {
      const [row] = await tx.update(t).set({ name, active: true }).where(eq(t.id, existing.id)).returning();
      return { row: row!, created: true };
    }
    const [row] = await tx.insert(t).values({ name, active: true }).returning();
    return { row: row!, created: true };
  }

  return {
    upsertByName,

    async list(list: ListQuery) {
      const where = listWhere(list, specialityListSpec, t.name, t.active);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(t)
          .where(where)
          .orderBy(...orderBySql(list, specialityListSpec))
          .limit(list.limit)
          .offset(list.offset),
        app.db.select({ total: count() }).from(t).where(where),
      ]);
      return { specialities: rows.map(specialityWire), count: Number(total), limit: list.limit };
    },

    async create(request: FastifyRequest, name: string, active: boolean) {
      return guardDuplicate(duplicate, () =>
        app.db.transaction(async (tx) => {
          const [existing] = await tx.select().from(t).where(sameName(t.name, name)).for('update');
          if (existing?.active) throw conflict(duplicate);
          const [row] = existing
            ? await tx.update(t).set({ name, active }).where(eq(t.id, existing.id)).returning()
            : await tx.insert(t).values({ name, active }).returning();
          await audit(tx, request, {
            action: 'speciality.create',
            targetType: 'speciality',
            targetUid: row!.uid,
            details: { name },
          });
          return { speciality: specialityWire(row!) };
        }),
      );
    },

    async rename(request: FastifyRequest, uid: string, name: string) {
      if (!isUuid(uid)) throw missing();
      return guardDuplicate(duplicate, () =>
        app.db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(t)
            .where(and(eq(t.uid, uid), eq(t.active, true)))
            .for('update');
          if (!current) throw missing();
          const [clash] = await tx
            .select({ id: t.id })
            .from(t)
            .where(and(sameName(t.name, name), ne(t.id, current.id)));
          if (clash) throw conflict(duplicate);
          const [row] = await tx.update(t).set({ name }).where(eq(t.id, current.id)).returning();
          await audit(tx, request, {
            action: 'speciality.update',
            targetType: 'speciality',
            targetUid: uid,
            details: { from: current.name, to: name },
          });
          return { speciality: specialityWire(row!) };
        }),
      );
    },

    async remove(request: FastifyRequest, uid: string) {
      if (!isUuid(uid)) throw missing();
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(t)
          .set({ active: false })
          .where(and(eq(t.uid, uid), eq(t.active, true)))
          .returning();
        if (!row) throw missing();
        await audit(tx, request, {
          action: 'speciality.delete',
          targetType: 'speciality',
          targetUid: uid,
          details: { name: row.name },
        });
      });
      return null;
    },
  };
}

export interface ServiceInput {
  name: string;
  cpt: string | null;
  costCents: number;
}

export function serviceLists(app: FastifyInstance) {
  const t = services;
  const duplicate = 'Service already exists';
  const missing = () => notFound('Service not found');

  /** Adds a service, or revives a retired one of the same name; an active one stays as it is. */
  async function upsertByName(tx: Tx, input: ServiceInput): Promise<{ row: ServiceRow; created: boolean }> {
    const [existing] = await tx.select().from(t).where(sameName(t.name, input.name)).for('update');
    if (existing?.active) return { row: existing, created: false };
    const values = { name: input.name, cpt: input.cpt, costCents: input.costCents, active: true };
    if (existing) {
      const [row] = await tx.update(t).set(values).where(eq(t.id, existing.id)).returning();
      return { row: row!, created: true };
    }
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${t.order}), 0) + 1` }).from(t);
    const [row] = await tx
      .insert(t)
      .values({ ...values, order: Number(next) })
      .returning();
    return { row: row!, created: true };
  }

  return {
    upsertByName,

    async list(list: ListQuery) {
      const where = listWhere(list, serviceListSpec, t.name, t.active);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(t)
          .where(where)
          .orderBy(...orderBySql(list, serviceListSpec))
          .limit(list.limit)
          .offset(list.offset),
        app.db.select({ total: count() }).from(t).where(where),
      ]);
      return { services: rows.map(serviceWire), count: Number(total), limit: list.limit };
    },

    async create(request: FastifyRequest, input: ServiceInput, active: boolean) {
      return guardDuplicate(duplicate, () =>
        app.db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ active: t.active })
            .from(t)
            .where(sameName(t.name, input.name))
            .for('update');
          if (existing?.active) throw conflict(duplicate);
          const { row } = await upsertByName(tx, input);
          const [saved] = active
            ? [row]
            : await tx.update(t).set({ active }).where(eq(t.id, row.id)).returning();
          await audit(tx, request, {
            action: 'service.create',
            targetType: 'service',
            targetUid: row.uid,
            details: { name: input.name, cpt: input.cpt, cost_cents: input.costCents },
          });
          return { service: serviceWire(saved!) };
        }),
      );
    },

    async update(request: FastifyRequest, uid: string, input: ServiceInput) {
      if (!isUuid(uid)) throw missing();
      return guardDuplicate(duplicate, () =>
        app.db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(t)
            .where(and(eq(t.uid, uid), eq(t.active, true)))
            .for('update');
          if (!current) throw missing();
          const [clash] = await tx
            .select({ id: t.id })
            .from(t)
            .where(and(sameName(t.name, input.name), ne(t.id, current.id)));
          if (clash) throw conflict(duplicate);
          const [row] = await tx
            .update(t)
            .set({ name: input.name, cpt: input.cpt, costCents: input.costCents })
            .where(eq(t.id, current.id))
            .returning();
          await audit(tx, request, {
            action: 'service.update',
            targetType: 'service',
            targetUid: uid,
            details: { name: input.name, cpt: input.cpt, cost_cents: input.costCents },
          });
          return { service: serviceWire(row!) };
        }),
      );
    },

    async remove(request: FastifyRequest, uid: string) {
      if (!isUuid(uid)) throw missing();
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(t)
          .set({ active: false })
          .where(and(eq(t.uid, uid), eq(t.active, true)))
          .returning();
        if (!row) throw missing();
        await audit(tx, request, {
          action: 'service.delete',
          targetType: 'service',
          targetUid: uid,
          details: { name: row.name },
        });
      });
      return null;
    },
  };
}

export interface BoardInput {
  name: string;
  cpt: string | null;
  costCents: number | null;
}

export function boardCertificateLists(app: FastifyInstance) {
  const t = boardCertifications;
  const duplicate = 'Board certification already exists';
  const missing = () => notFound('Board certification not found');

  return {
    async list(list: ListQuery) {
      const where = listWhere(list, boardCertificateListSpec, t.name, t.active);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(t)
          .where(where)
          .orderBy(...orderBySql(list, boardCertificateListSpec))
          .limit(list.limit)
          .offset(list.offset),
        app.db.select({ total: count() }).from(t).where(where),
      ]);
      return { board_certificates: rows.map(boardWire), count: Number(total), limit: list.limit };
    },

    async create(request: FastifyRequest, input: BoardInput, active: boolean) {
      return guardDuplicate(duplicate, () =>
        app.db.transaction(async (tx) => {
          const [existing] = await tx.select().from(t).where(sameName(t.name, input.name)).for('update');
          if (existing?.active) throw conflict(duplicate);
          const values = { name: input.name, cpt: input.cpt, costCents: input.costCents, active };
          const [row] = existing
            ? await tx.update(t).set(values).where(eq(t.id, existing.id)).returning()
            : await tx.insert(t).values(values).returning();
          await audit(tx, request, {
            action: 'board_certificate.create',
            targetType: 'board_certificate',
            targetUid: row!.uid,
            details: { name: input.name },
          });
          return { board_certificate: boardWire(row!) };
        }),
      );
    },

    async update(request: FastifyRequest, uid: string, input: BoardInput) {
      if (!isUuid(uid)) throw missing();
      return guardDuplicate(duplicate, () =>
        app.db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(t)
            .where(and(eq(t.uid, uid), eq(t.active, true)))
            .for('update');
          if (!current) throw missing();
          const [clash] = await tx
            .select({ id: t.id })
            .from(t)
            .where(and(sameName(t.name, input.name), ne(t.id, current.id)));
          if (clash) throw conflict(duplicate);
          const [row] = await tx
            .update(t)
            .set({ name: input.name, cpt: input.cpt, costCents: input.costCents })
            .where(eq(t.id, current.id))
            .returning();
          await audit(tx, request, {
            action: 'board_certificate.update',
            targetType: 'board_certificate',
            targetUid: uid,
            details: { from: current.name, to: input.name },
          });
          return { board_certificate: boardWire(row!) };
        }),
      );
    },

    async remove(request: FastifyRequest, uid: string) {
      if (!isUuid(uid)) throw missing();
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(t)
          .set({ active: false })
          .where(and(eq(t.uid, uid), eq(t.active, true)))
          .returning();
        if (!row) throw missing();
        await audit(tx, request, {
          action: 'board_certificate.delete',
          targetType: 'board_certificate',
          targetUid: uid,
          details: { name: row.name },
        });
      });
      return null;
    },
  };
}
