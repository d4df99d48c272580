// Doctors' and clinics' suggestions: pending until an administrator accepts one (it joins the
// global list, in the same transaction) or rejects it. Both keep the row with its outcome.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  doctorServices,
  type services,
  type specialities,
  suggestedServices,
  suggestedSpecialities,
  users,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { audit } from '../../lib/audit-log.js';
import { runBatch, type Tx, withBatch } from '../../lib/batch.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  assigneeJson,
  containsPattern,
  type ListDefinition,
  type ListQuery,
  type ListSpec,
  readList,
} from '../../lists/index.js';
import { serviceSuggestionListSpec, specialitySuggestionListSpec } from './list-specs.js';
import { type ServiceInput, serviceKind, specialityKind } from './kinds.js';
import type { CatalogKind, CatalogKindService } from './kind-service.js';
import { isUuid } from '../../wire/uuid.js';
import { COST_MAX_CENTS, COST_MIN_CENTS } from './rules.js';

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

type SuggestionTable = typeof suggestedSpecialities | typeof suggestedServices;

/** One of the two kinds of suggestion: its table and name column, its word in messages and its audit name. */
interface Suggestion {
  table: SuggestionTable;
  name: typeof suggestedSpecialities.specialityName | typeof suggestedServices.serviceName;
  word: string;
  audit: string;
}
const SPECIALITY: Suggestion = {
  table: suggestedSpecialities,
  name: suggestedSpecialities.specialityName,
  word: 'specialty',
  audit: 'suggested_speciality',
};
const SERVICE: Suggestion = {
  table: suggestedServices,
  name: suggestedServices.serviceName,
  word: 'service',
  audit: 'suggested_service',
};

/** A suggestion just taken: who asked (if still known) and the name they suggested. */
type Taken = { userId: number | null; name: string };

/** How an accepted suggestion joins its global list: that list's kind (answer key, wire) and the find-or-add. */
interface Joining<Row> {
  suggestion: Suggestion;
  kind: Pick<CatalogKind<Row, never>, 'one' | 'wire'>;
  join: (tx: Tx, taken: Taken) => Promise<{ row: Row; created: boolean }>;
}

type SuggestionRow = {
  uid: string;
  name: string;
  createdAt: Date;
  doctor: RequesterRow | null;
  assignee: { uid: string; full_name: string } | null;
};

/** Pending suggestions, newest first, with who asked; the search on the suggested name. */
function suggestionList(
  table: SuggestionTable,
  spec: ListSpec,
  name: PgColumn,
  nameKey: string,
): ListDefinition<SuggestionRow, Record<string, unknown>> {
  return {
    name: `suggestions ${table === suggestedServices ? 'services' : 'specialities'}`,
    spec,
    table,
    id: table.id,
    conditions: () => [sql`${table.status} = 'pending'`],
    search: (text, _list, bind) => ({
      condition: sql`${name} ilike ${bind(containsPattern(text))}`,
      freeText: true,
    }),
    windowTotal: true,
    columns: {
      uid: table.uid,
      name,
      createdAt: table.createdAt,
      doctor: requester,
      assignee: assigneeJson(table.assigneeId),
    },
    joins: (query) => query.leftJoin(users, eq(users.id, table.userId)) as unknown as typeof query,
    map: (row) => ({
      uid: row.uid,
      [nameKey]: row.name,
      doctor: requesterWire(row.doctor),
      created_at: row.createdAt.toISOString(),
      assignee: row.assignee ?? null,
    }),
  };
}

const specialitySuggestions = suggestionList(
  suggestedSpecialities,
  specialitySuggestionListSpec,
  suggestedSpecialities.specialityName,
  'speciality_name',
);
const serviceSuggestions = suggestionList(
  suggestedServices,
  serviceSuggestionListSpec,
  suggestedServices.serviceName,
  'service_name',
);

/** A service's price when accepted: the requester's own price for it, kept within 1 to 9999 dollars. */
const DEFAULT_COST_CENTS = COST_MIN_CENTS;

export function suggestionService(
  app: FastifyInstance,
  lists: {
    specialities: CatalogKindService<typeof specialities.$inferSelect, { name: string }>;
    services: CatalogKindService<typeof services.$inferSelect, ServiceInput>;
  },
) {
  /** Takes a pending suggestion (once) in the caller's transaction; else not found or already handled. */
  async function take(
    tx: Tx,
    uid: string,
    suggestion: Suggestion,
    status: 'accepted' | 'rejected',
  ): Promise<Taken> {
    const t = suggestion.table;
    if (!isUuid(uid)) throw handled(undefined, suggestion.word);
    const [taken] = await tx
      .update(t)
      .set({ status, seenAt: sql`coalesce(${t.seenAt}, now())` })
      .where(and(eq(t.uid, uid), eq(t.status, 'pending')))
      .returning({ userId: t.userId, name: suggestion.name });
    if (!taken) {
      const [row] = await tx.select({ status: t.status }).from(t).where(eq(t.uid, uid));
      throw handled(row?.status, suggestion.word);
    }
    return taken;
  }

  /** The audit entry of a decision on one suggestion (`suggested_service.accept`, ...). */
  function auditDecision(
    tx: Tx,
    request: FastifyRequest,
    suggestion: Suggestion,
    verb: 'accept' | 'reject',
    uid: string,
    details: Record<string, unknown>,
    batch: string | undefined,
  ) {
    return audit(tx, request, {
      action: `${suggestion.audit}.${verb}`,
      targetType: suggestion.audit,
      targetUid: uid,
      details: withBatch(details, batch),
    });
  }

  /** Accepts once: the suggestion leaves pending and its entry joins (or already is in) the global list. */
  async function acceptIn<Row extends { uid: string; name: string }>(
    tx: Tx,
    request: FastifyRequest,
    uid: string,
    { suggestion, kind, join }: Joining<Row>,
    batch: string | undefined,
  ) {
    const taken = await take(tx, uid, suggestion, 'accepted');
    const { row, created } = await join(tx, { userId: taken.userId, name: taken.name.trim() });
    const details = { name: row.name, [`${kind.one}_uid`]: row.uid, added: created };
    await auditDecision(tx, request, suggestion, 'accept', uid, details, batch);
    return { [kind.one]: kind.wire(row) };
  }

  const joinSpecialities: Joining<typeof specialities.$inferSelect> = {
    suggestion: SPECIALITY,
    kind: specialityKind,
    join: (tx, { name }) => lists.specialities.upsertByName(tx, { name }),
  };

  /**
   * A service joins at `costCents`, else at the requester's own price for it, else at the default;
   * the requester's own offer of it then points at the global entry.
   */
  const joinServices = (costCents: number | null): Joining<typeof services.$inferSelect> => ({
    suggestion: SERVICE,
    kind: serviceKind,
    async join(tx, { userId, name }) {
      let cost = costCents;
      if (cost === null && userId !== null) {
        const [own] = await tx
          .select({ costCents: doctorServices.costCents })
          .from(doctorServices)
          .where(and(eq(doctorServices.userId, userId), sql`lower(${doctorServices.name}) = lower(${name})`))
          .limit(1);
        if (own) cost = Math.min(Math.max(own.costCents, COST_MIN_CENTS), COST_MAX_CENTS);
      }
      const joined = await lists.services.upsertByName(tx, {
        name,
        cpt: null,
        costCents: cost ?? DEFAULT_COST_CENTS,
      });
      if (userId !== null) {
        await tx
          .update(doctorServices)
          .set({ serviceId: joined.row.id })
          .where(
            and(
              eq(doctorServices.userId, userId),
              isNull(doctorServices.serviceId),
              sql`lower(${doctorServices.name}) = lower(${name})`,
            ),
          );
      }
      return joined;
    },
  });

  async function rejectIn(
    tx: Tx,
    request: FastifyRequest,
    uid: string,
    suggestion: Suggestion,
    batch?: string,
  ) {
    const { name } = await take(tx, uid, suggestion, 'rejected');
    await auditDecision(tx, request, suggestion, 'reject', uid, { name }, batch);
  }

  /** The admin opened a Suggested tab: every pending suggestion counts as seen (the menu dot clears). */
  function markSeen(request: FastifyRequest, { table, audit: type }: Suggestion) {
    return app.db.transaction(async (tx) => {
      const rows = await tx
        .update(table)
        .set({ seenAt: sql`now()` })
        .where(and(eq(table.status, 'pending'), isNull(table.seenAt)))
        .returning({ uid: table.uid });
      if (rows.length) {
        await audit(tx, request, {
          action: `${type}.seen`,
          targetType: type,
          details: { count: rows.length },
        });
      }
      return { seen: rows.length };
    });
  }

  async function reject(request: FastifyRequest, uid: string, suggestion: Suggestion) {
    await app.db.transaction((tx) => rejectIn(tx, request, uid, suggestion));
    return null;
  }

  return {
    async listSpecialities(list: ListQuery) {
      const page = await readList(app.db, specialitySuggestions, list);
      return { suggested_specialities: page.rows, count: page.total };
    },

    async listServices(list: ListQuery) {
      const page = await readList(app.db, serviceSuggestions, list);
      return { suggested_services: page.rows, count: page.total };
    },

    /** Accepts once: the suggestion leaves pending and the specialty joins (or already is in) the list. */
    acceptSpeciality: (request: FastifyRequest, uid: string) =>
      app.db.transaction((tx) => acceptIn(tx, request, uid, joinSpecialities, undefined)),

    acceptService: (request: FastifyRequest, uid: string, costCents: number | null) =>
      app.db.transaction((tx) => acceptIn(tx, request, uid, joinServices(costCents), undefined)),

    rejectSpeciality: (request: FastifyRequest, uid: string) => reject(request, uid, SPECIALITY),
    rejectService: (request: FastifyRequest, uid: string) => reject(request, uid, SERVICE),

    /** POST /doctor/suggest-speciality/bulk: each suggestion accepted or rejected under its own savepoint. */
    settleSpecialities: (request: FastifyRequest, action: 'accept' | 'reject', uids: string[]) =>
      runBatch(app.db, uids, (tx, uid, batch) =>
        action === 'accept'
          ? acceptIn(tx, request, uid, joinSpecialities, batch)
          : rejectIn(tx, request, uid, SPECIALITY, batch),
      ),

    /** POST /doctor/suggest-service/bulk: accepted at the requester's own price (else the default), or rejected. */
    settleServices: (request: FastifyRequest, action: 'accept' | 'reject', uids: string[]) =>
      runBatch(app.db, uids, (tx, uid, batch) =>
        action === 'accept'
          ? acceptIn(tx, request, uid, joinServices(null), batch)
          : rejectIn(tx, request, uid, SERVICE, batch),
      ),

    markSpecialitiesSeen: (request: FastifyRequest) => markSeen(request, SPECIALITY),
    markServicesSeen: (request: FastifyRequest) => markSeen(request, SERVICE),
  };
}
