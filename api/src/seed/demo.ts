import { insertDemoTeam, turnOffDemoSecondFactorPolicy } from './demo-team.js';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import type { FieldCrypto } from '../lib/crypto.js';
import { buildActivity } from './demo-activity.js';
import { buildCatalog } from './demo-catalog.js';
import {
  type DemoData,
  emptyDemoData,
  Ids,
  TABLES_AFTER_ENQUIRIES,
  TABLES_AFTER_PATIENTS,
  TABLES_BEFORE_PATIENTS,
} from './demo-data.js';
import { buildInbox } from './demo-inbox.js';
import { buildPatients } from './demo-patients.js';
import { buildPeople } from './demo-people.js';
import { encryptPatient, patientSearchRows } from './patients.js';
import { Random } from './random.js';
import { Clock } from './time.js';

const DEMO_SEED = 20_260_401;

/** The whole demo data set for `now`, in plain text (pure: same `now`, same data). */
export function buildDemoData(now: Date): DemoData {
  const data = emptyDemoData();
  const ids = new Ids();
  const random = new Random(DEMO_SEED);
  const clock = new Clock(now);
  const build = { data, ids, random, clock };
  buildCatalog(build);
  const people = buildPeople(build);
  const patients = buildPatients(build);
  buildActivity(build, people, patients);
  buildInbox(build, people, patients);
  return data;
}

type Inserter = Pick<Db, 'insert' | 'execute'>;

async function insertRows<T extends PgTable>(db: Inserter, table: T, rows: T['$inferInsert'][], chunk = 400) {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk));
  }
}

/** Writes the demo data set: patients encrypted with their blind indexes, then the counters. */
export async function insertDemoData(db: Inserter, crypto: FieldCrypto, data: DemoData): Promise<void> {
  const tables: typeof schema = schema;
  const written: PgTable[] = [];
  const insert = async <T extends PgTable>(table: T, rows: T['$inferInsert'][], chunk?: number) => {
    await insertRows(db, table, rows, chunk);
    written.push(table);
  };
  for (const name of TABLES_BEFORE_PATIENTS) await insert(tables[name], data[name]);
  await insert(
    schema.patientProfiles,
    data.patients.map((p) => encryptPatient(crypto, p)),
  );
  await insert(
    schema.userSearchTokens,
    data.patients.flatMap((p) => patientSearchRows(crypto, p)),
    1000,
  );
  for (const name of TABLES_AFTER_PATIENTS) await insert(tables[name], data[name]);
  await insert(
    schema.enquiries,
    data.enquiries.map(({ phone, ...enquiry }) => ({ ...enquiry, phoneEnc: crypto.encryptField(phone) })),
  );
  for (const name of TABLES_AFTER_ENQUIRIES) await insert(tables[name], data[name]);
  // The demo sets its ids explicitly: each table's sequence moves past them.
  for (const table of written) {
    const { name, columns } = getTableConfig(table);
    if (!columns.some((column) => column.name === 'id')) continue;
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${name}', 'id'), coalesce((select max(id) from ${name}), 0) + 1, false)`,
      ),
    );
  }
  await refreshUserCounters(db);
}

/**
 * users.appt_count (patients, doctors, clinics: every appointment, whatever its status) and
 * doctor_avg_rating. Appointments and reviews are written only by the seed (administrators
 * view them), so the seed keeps these counters; nothing else needs to.
 */
export async function refreshUserCounters(db: Pick<Db, 'execute'>): Promise<void> {
  for (const statement of REFRESH_COUNTERS_SQL) await db.execute(sql.raw(statement));
}

export const REFRESH_COUNTERS_SQL = [
  `update users u set appt_count = c.n
  from (
    select id, sum(n)::int as n from (
      select user_id as id, count(*) as n from appointments where user_id is not null group by user_id
      union all select doctor_id, count(*) from appointments where doctor_id is not null group by doctor_id
      union all select clinic_id, count(*) from appointments where clinic_id is not null group by clinic_id
    ) parts group by id
  ) c
  where u.id = c.id and u.appt_count is distinct from c.n`,
  `update users u set doctor_avg_rating = r.avg
  from (select doctor_id, round(avg(rating), 2) as avg from reviews where doctor_id is not null group by doctor_id) r
  where u.id = r.doctor_id`,
];

/** Fills an empty database (no users yet) with the demo data; answers whether it did. */
export async function seedDemoIfEmpty(
  database: Database,
  options: { crypto: FieldCrypto; now?: Date },
): Promise<boolean> {
  const [row] = await database.query<{ any: boolean }>('select exists (select 1 from users) as any');
  if (row?.any) return false;
  const data = buildDemoData(options.now ?? new Date());
  await database.db.transaction((tx) => insertDemoData(tx, options.crypto, data));
  await insertDemoTeam(database);
  await turnOffDemoSecondFactorPolicy(database);
  return true;
}
