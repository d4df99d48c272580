import type { FastifyInstance } from 'fastify';
import { shownName } from '../../people/shown-user.js';
import { isUuid } from '../../wire/uuid.js';

/** The kinds whose target_uid is a users.uid. */
const USER_KINDS = new Set(['doctor', 'patient', 'clinic', 'user']);
/** Catalogue kinds: the record's table, when it still exists (a deleted one keeps its name in details). */
const CATALOG_TABLES: Record<string, string> = {
  speciality: 'specialities',
  service: 'services',
  board_certificate: 'board_certifications',
  suggested_speciality: 'suggested_specialities',
  suggested_service: 'suggested_services',
};
const CATALOG_NAME: Record<string, string> = {
  suggested_speciality: 'speciality_name',
  suggested_service: 'service_name',
};

export interface TargetRef {
  targetType: string | null;
  targetUid: string | null;
  details?: unknown;
}

const keyOf = (type: string, uid: string) => `${type}:${uid}`;

interface NamedRow {
  uid: string | number;
  name: string;
}

interface UserRow {
  uid: string;
  roleId: number;
  fullName: string | null;
  fullNameEnc: string | null;
}

/**
 * The display name of each entry's target, looked up for a page (or an export batch) at once: a
 * person's name (a patient's masked, as everywhere outside their own record), a payment's
 * transaction and appointment ids, an appointment's id, an enquiry's subject, a catalogue entry's
 * name. Keyed by `type:uid`; a target that no longer exists falls back to a name its details kept.
 */
export async function targetNames(app: FastifyInstance, refs: TargetRef[]): Promise<Map<string, string>> {
  const byKind = new Map<string, Set<string>>();
  for (const ref of refs) {
    if (!ref.targetType || !ref.targetUid) continue;
    const kind = USER_KINDS.has(ref.targetType) ? 'user' : ref.targetType;
    const set = byKind.get(kind) ?? new Set<string>();
    byKind.set(kind, set);
    set.add(ref.targetUid);
  }
  const names = new Map<string, string>();
  const uuids = (kind: string) => [...(byKind.get(kind) ?? [])].filter(isUuid);
  const reads: Promise<void>[] = [];
  /** One statement for one kind's ids; `each` records the names of the rows it answers. */
  const read = <R>(ids: string[], text: string, each: (row: R) => void) => {
    if (ids.length) reads.push(app.database.query<R>(text, [ids]).then((rows) => rows.forEach(each)));
  };
  /** Records a row that already answers `uid` and `name`. */
  const named = (kind: string) => (row: NamedRow) => names.set(keyOf(kind, String(row.uid)), row.name);

  read<UserRow>(
    uuids('user'),
    `select u.uid::text as uid, u.role_id as "roleId", u.full_name as "fullName", p.full_name_enc as "fullNameEnc"
       from users u left join patient_profiles p on p.user_id = u.id
      where u.uid = any($1::uuid[])`,
    (row) => {
      const name = shownName(app.fieldCrypto, row);
      if (name) for (const kind of USER_KINDS) names.set(keyOf(kind, row.uid), name);
    },
  );
  read<{ uid: string; transaction_id: string; appt_id: string | null }>(
    uuids('payment'),
    `select t.uid::text as uid, t.transaction_id, a.appt_id
       from transactions t left join appointments a on a.id = t.appointment_id
      where t.uid = any($1::uuid[])`,
    (row) =>
      names.set(
        keyOf('payment', row.uid),
        row.appt_id ? `${row.transaction_id} (${row.appt_id})` : row.transaction_id,
      ),
  );
  read(
    uuids('appointment'),
    'select uid::text as uid, appt_id as name from appointments where uid = any($1::uuid[])',
    named('appointment'),
  );
  read(
    uuids('admin'),
    'select uid::text as uid, full_name as name from admins where uid = any($1::uuid[])',
    named('admin'),
  );
  read(
    uuids('admin_invitation'),
    'select uid::text as uid, email as name from admin_invitations where uid = any($1::uuid[])',
    named('admin_invitation'),
  );
  read(
    [...(byKind.get('enquiry') ?? [])].filter((id) => /^\d{1,15}$/.test(id)),
    'select id as uid, subject as name from enquiries where id = any($1::bigint[])',
    named('enquiry'),
  );
  for (const [kind, table] of Object.entries(CATALOG_TABLES)) {
    const column = CATALOG_NAME[kind] ?? 'name';
    read(
      uuids(kind),
      `select uid::text as uid, ${column} as name from ${table} where uid = any($1::uuid[])`,
      named(kind),
    );
  }
  await Promise.all(reads);
  for (const ref of refs) {
    if (!ref.targetType || !ref.targetUid) continue;
    const key = keyOf(ref.targetType, ref.targetUid);
    if (names.has(key) || ref.targetType === 'patient') continue;
    const kept = (ref.details as { name?: unknown } | null | undefined)?.name;
    if (typeof kept === 'string' && kept) names.set(key, kept);
  }
  return names;
}

/** The name `targetNames` found for an entry, or null. */
export function nameOf(names: Map<string, string>, ref: TargetRef): string | null {
  if (ref.targetType === 'settings') return 'Platform settings';
  if (!ref.targetType || !ref.targetUid) return null;
  if (ref.targetType === 'list') return `${ref.targetUid} list`;
  return names.get(keyOf(ref.targetType, ref.targetUid)) ?? null;
}
