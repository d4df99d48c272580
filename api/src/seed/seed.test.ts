import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { migrate } from '../db/migrate.js';
import { createFieldCrypto } from '../lib/crypto.js';
import { createTestDatabase, TEST_DATA_KEY, type TestDatabase } from '../test/helper.js';
import { buildDemoData, seedDemoIfEmpty } from './demo.js';
import { DEMO_TEAM } from './demo-team.js';
import { verifyPassword } from '../lib/passwords.js';
import { isValidNpi, npiCheckDigit } from './npi.js';
import { seedScale } from './scale.js';

const crypto = createFieldCrypto(Buffer.from(TEST_DATA_KEY, 'base64'));
const NOW = new Date('2026-03-18T16:20:00Z');

async function count(testDb: TestDatabase, query: string, params: unknown[] = []): Promise<number> {
  const [row] = await testDb.database.query<{ n: number }>(
    `select count(*)::int as n from (${query}) q`,
    params,
  );
  return row!.n;
}

describe('NPI numbers', () => {
  test('carry the Luhn check digit over the 80840 prefix', () => {
    assert.equal(npiCheckDigit('123456789'), 3);
    assert.ok(isValidNpi('1234567893'));
    assert.ok(!isValidNpi('1234567890'));
  });
});

describe('demo data', () => {
  let testDb: TestDatabase;

  before(async () => {
    testDb = await createTestDatabase();
    await migrate(testDb.database);
    assert.equal(await seedDemoIfEmpty(testDb.database, { crypto, now: NOW }), true);
  });
  after(() => testDb.drop());

  test('fills only an empty database', async () => {
    assert.equal(await seedDemoIfEmpty(testDb.database, { crypto, now: NOW }), false);
  });

  test('has one demo administrator per role besides the Owner, each able to sign in with the README password', async () => {
    const rows = await testDb.database.query<{ email: string; role: string; password_hash: string }>(
      'select email, role, password_hash from admins order by email',
    );
    for (const admin of DEMO_TEAM) {
      const row = rows.find((r) => r.email === admin.email);
      assert.equal(row?.role, admin.role);
      assert.ok(await verifyPassword(row?.password_hash, admin.password));
    }
    assert.deepEqual(
      new Set(DEMO_TEAM.map((a) => a.role)),
      new Set(['operations', 'finance', 'support', 'auditor']),
    );
  });

  test('is deterministic for a given now', () => {
    assert.deepEqual(buildDemoData(NOW), buildDemoData(NOW));
  });

  test('has the demo sizes and the catalog', async () => {
    assert.equal(await count(testDb, 'select 1 from users where role_id = 3'), 60);
    assert.equal(await count(testDb, 'select 1 from users where role_id = 2'), 200);
    assert.equal(await count(testDb, 'select 1 from users where role_id = 4'), 8);
    assert.equal(await count(testDb, 'select 1 from appointments'), 600);
    assert.ok((await count(testDb, 'select 1 from transactions')) >= 600);
    assert.ok((await count(testDb, 'select 1 from specialities')) >= 30);
    assert.ok((await count(testDb, 'select 1 from services where cpt is not null')) >= 20);
    assert.ok((await count(testDb, 'select 1 from board_certifications')) >= 15);
  });

  test('covers every doctor case the screens show', async () => {
    const doctors = (where: string) => count(testDb, `select 1 from users u where role_id = 3 and ${where}`);
    assert.ok((await doctors(`status = 'pending'`)) >= 3);
    assert.ok((await doctors(`status = 'active' and profile_status = 'complete'`)) >= 20);
    assert.ok((await doctors(`status = 'active' and profile_status = 'incomplete'`)) >= 3);
    for (const status of ['blocked', 'rejected', 'deleted', 'deactivated']) {
      assert.ok((await doctors(`status = '${status}'`)) >= 1, status);
    }
    assert.ok((await doctors(`is_sponsored = '1'`)) >= 3);
    assert.ok(
      (await doctors(
        `exists (select 1 from doctor_licenses l where l.user_id = u.id and l.expiry_date < now())`,
      )) >= 3,
    );
    assert.ok(
      (await doctors(
        `not exists (select 1 from doctor_licenses l where l.user_id = u.id and l.expiry_date >= now())`,
      )) >= 2,
      'doctors whose every license expired',
    );
    assert.equal(
      await doctors(`exists (select 1 from bank_accounts b where b.user_id = u.id and b.has_error)`),
      1,
    );
    assert.ok((await doctors(`exists (select 1 from availability_sessions a where a.user_id = u.id)`)) >= 20);
    assert.ok((await doctors(`clinic_id is not null`)) >= 10);
    for (const part of [
      'doctor_specialities',
      'doctor_facilities',
      'doctor_locations',
      'doctor_services',
      'doctor_affiliations',
      'doctor_education',
      'doctor_languages',
      'doctor_memberships',
      'doctor_board_certificates',
      'doctor_notifications',
    ]) {
      assert.ok((await count(testDb, `select 1 from ${part}`)) > 0, part);
    }
    assert.ok((await count(testDb, `select 1 from doctor_specialities where is_primary = '2'`)) > 0);
    assert.ok((await count(testDb, `select 1 from subscriptions where is_subscribed = 'Y'`)) >= 1);
    assert.ok((await count(testDb, `select 1 from subscriptions where is_subscribed = 'N'`)) >= 1);
    assert.ok((await count(testDb, `select 1 from subscription_records where status = 'paid'`)) >= 3);
    assert.ok((await count(testDb, `select 1 from availability_sessions where no_of_break = 2`)) > 0);
  });

  test('NPI numbers are valid', async () => {
    const rows = await testDb.database.query<{ npi: string }>(
      'select npi from users where role_id in (3, 4)',
    );
    assert.ok(rows.length > 0);
    for (const { npi } of rows) assert.ok(isValidNpi(npi), npi);
  });

  test('covers clinics pending, active and blocked, with locations, doctors and bank', async () => {
    for (const status of ['pending', 'active', 'blocked']) {
      assert.ok((await count(testDb, `select 1 from users where role_id = 4 and status = '${status}'`)) >= 1);
    }
    assert.ok((await count(testDb, 'select distinct user_id from clinic_locations')) === 8);
    assert.ok(
      (await count(
        testDb,
        `select 1 from users c join bank_accounts b on b.user_id = c.id where c.role_id = 4`,
      )) >= 5,
    );
  });

  test('covers patients in each status and login type', async () => {
    for (const status of ['active', 'pending', 'rejected', 'blocked', 'deleted']) {
      assert.ok(
        (await count(testDb, `select 1 from users where role_id = 2 and status = '${status}'`)) >= 1,
        status,
      );
    }
    for (const provider of ['Local', 'Google', 'Apple']) {
      assert.ok(
        (await count(testDb, `select 1 from users where role_id = 2 and provider = '${provider}'`)) >= 1,
      );
    }
    assert.equal(await count(testDb, 'select 1 from patient_profiles where full_name_enc is not null'), 200);
  });

  test('covers appointments of every status and type, today, upcoming and past', async () => {
    for (const status of ['pending', 'ongoing', 'completed', 'cancelled']) {
      for (const type of ['video_visit', 'in_clinic']) {
        if (status === 'ongoing' && type === 'in_clinic') continue;
        const n = await count(
          testDb,
          `select 1 from appointments where status = '${status}' and booking_type = '${type}'`,
        );
        assert.ok(n >= 1, `${status} ${type}`);
      }
    }
    const at = (where: string) => count(testDb, `select 1 from appointments where ${where}`, [NOW]);
    assert.ok((await at(`service_at_date::date = $1::timestamptz::date`)) >= 5, 'today');
    assert.ok((await at(`service_at_date > $1::timestamptz + interval '1 day'`)) >= 20, 'upcoming');
    assert.ok((await at(`service_at_date < $1::timestamptz - interval '1 day'`)) >= 400, 'past');
    assert.ok(
      (await at(
        `someone_else = '1' and someone_else_full_name is not null and $1::timestamptz is not null`,
      )) >= 10,
    );
    assert.ok((await at(`extended_count > 0 and $1::timestamptz is not null`)) >= 5);
    assert.ok(
      (await count(
        testDb,
        `select 1 from appointments a join users d on d.id = a.doctor_id where d.status = 'deleted'`,
      )) >= 1,
    );
    assert.ok((await count(testDb, 'select distinct appointment_id from booked_services')) >= 50);
    assert.ok((await count(testDb, 'select 1 from reviews')) >= 50);
    assert.ok((await count(testDb, 'select 1 from calls')) >= 50);
    assert.equal(
      await count(
        testDb,
        `select 1 from appointments a where a.is_review_added <> exists (select 1 from reviews r where r.appointment_id = a.id)`,
      ),
      0,
    );
    assert.equal(
      await count(
        testDb,
        `select 1 from appointments a where a.extended_count <> (select count(*) from transactions t where t.appointment_id = a.id and t.type = 'extended')`,
      ),
      0,
    );
  });

  test('covers payments succeeded, failed and pending, refunded in full and in part', async () => {
    for (const status of ['succeeded', 'failed', 'pending']) {
      assert.ok((await count(testDb, `select 1 from transactions where status = '${status}'`)) >= 1, status);
    }
    assert.ok(
      (await count(
        testDb,
        `select 1 from transactions where refund_type = 'full_refund' and refund_amount_cents = collected_amount_cents`,
      )) >= 5,
    );
    assert.ok(
      (await count(
        testDb,
        `select 1 from transactions where refund_type = 'partial_refund' and refund_amount_cents < collected_amount_cents`,
      )) >= 5,
    );
    assert.equal(
      await count(
        testDb,
        `select 1 from transactions where destination_amount_cents + application_amount_cents + handling_charge_cents <> collected_amount_cents`,
      ),
      0,
    );
  });

  test('keeps the list counters in step with appointments and reviews', async () => {
    assert.equal(
      await count(
        testDb,
        `select 1 from users u where role_id = 3 and appt_count <> (select count(*) from appointments a where a.doctor_id = u.id)`,
      ),
      0,
    );
    assert.equal(
      await count(
        testDb,
        `select 1 from users u where role_id = 2 and appt_count <> (select count(*) from appointments a where a.user_id = u.id)`,
      ),
      0,
    );
    assert.ok((await count(testDb, 'select 1 from users where role_id = 3 and doctor_avg_rating > 0')) >= 20);
  });

  test('covers suggestions, enquiries and the notification feed', async () => {
    const pendingSpecialities = await testDb.database.query<{
      role_id: number | null;
      status: string | null;
    }>(
      `select u.role_id, u.status from suggested_specialities s left join users u on u.id = s.user_id where s.status = 'pending'`,
    );
    assert.ok(pendingSpecialities.length >= 3);
    assert.ok(pendingSpecialities.some((s) => s.role_id === 3));
    assert.ok(pendingSpecialities.some((s) => s.role_id === 4));
    assert.ok(pendingSpecialities.some((s) => s.status === 'deleted'));
    assert.ok((await count(testDb, `select 1 from suggested_services where status = 'pending'`)) >= 3);
    assert.ok(
      (await count(
        testDb,
        `select 1 from suggested_services s join users u on u.id = s.user_id where s.status = 'pending' and u.status = 'deleted'`,
      )) >= 1,
    );
    for (const role of [2, 3, 4]) {
      assert.ok(
        (await count(
          testDb,
          `select 1 from enquiries e join users u on u.id = e.user_id where u.role_id = ${role}`,
        )) >= 2,
      );
    }
    assert.ok((await count(testDb, 'select 1 from enquiries where status = 1')) >= 1);
    assert.ok((await count(testDb, 'select 1 from enquiries where read_at is null')) >= 1);
    assert.ok((await count(testDb, 'select distinct enquiry_id from enquiry_replies')) >= 2);
    const feed = (from: string, to: string) =>
      count(
        testDb,
        `select 1 from notification_feed where cleared_at is null and created_at > $1::timestamptz - interval '${from}' and created_at <= $1::timestamptz - interval '${to}'`,
        [NOW],
      );
    assert.ok((await feed('1 hour', '0 minutes')) >= 2, 'today');
    assert.ok((await feed('2 days', '1 day')) >= 1, 'yesterday');
    assert.ok((await feed('7 days', '2 days')) >= 2, 'earlier this week');
    assert.ok((await feed('400 days', '7 days')) >= 5, 'older');
    assert.ok((await count(testDb, 'select 1 from notification_feed where seen_at is null')) >= 1);
  });

  test('stores no patient personal data in plain text, and decrypts it back', async () => {
    const data = buildDemoData(NOW);
    const dump = (
      await testDb.database.query<{ row: string }>(
        `select row_to_json(t)::text as row from patient_profiles t
         union all select row_to_json(t)::text from users t where role_id = 2
         union all select row_to_json(t)::text from user_search_tokens t
         union all select row_to_json(t)::text from enquiries t`,
      )
    )
      .map((r) => r.row)
      .join('\n')
      .toLowerCase();
    for (const patient of data.patients) {
      for (const value of [patient.fullName, patient.email, patient.phone, patient.address]) {
        assert.ok(!dump.includes(value.toLowerCase()), `plain text found: ${value}`);
      }
    }
    const first = data.patients[0]!;
    const [profile] = await testDb.database.query<{ full_name_enc: string; email_enc: string }>(
      'select full_name_enc, email_enc from patient_profiles where user_id = $1',
      [first.userId],
    );
    assert.equal(crypto.decryptField(profile!.full_name_enc), first.fullName);
    assert.equal(crypto.decryptField(profile!.email_enc), first.email);
  });

  test('patients are findable through their blind indexes', async () => {
    const first = buildDemoData(NOW).patients[0]!;
    const [query] = crypto
      .blindIndexQuery(first.fullName.split(' ')[1]!.slice(0, 4))
      .filter((q) => q.kind === 'name');
    const rows = await testDb.database.query<{ user_id: number }>(
      `select user_id from user_search_tokens where kind = 'name' and token_hash = $1`,
      [query!.hashes[0]],
    );
    assert.ok(rows.some((r) => Number(r.user_id) === first.userId));
  });
});

const FOREIGN_KEYS_SQL = `select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as key
   from pg_constraint where contype = 'f' and convalidated order by 1`;

describe('scale data', () => {
  let testDb: TestDatabase;
  let foreignKeysBefore: string[];

  before(async () => {
    testDb = await createTestDatabase();
    await migrate(testDb.database);
    foreignKeysBefore = (await testDb.database.query<{ key: string }>(FOREIGN_KEYS_SQL)).map((r) => r.key);
    await seedScale(testDb.database, { doctors: 100, patients: 500, appointments: 1000, crypto, now: NOW });
  });
  after(() => testDb.drop());

  test('loads the requested sizes on top of the demo data', async () => {
    assert.equal(await count(testDb, 'select 1 from users where role_id = 3'), 60 + 100);
    assert.equal(await count(testDb, 'select 1 from users where role_id = 2'), 200 + 500);
    assert.equal(await count(testDb, 'select 1 from appointments'), 600 + 1000);
    assert.ok((await count(testDb, `select 1 from transactions where type = 'normal'`)) === 1600);
    assert.equal(await count(testDb, 'select 1 from patient_profiles'), 700);
  });

  test('keeps the demo mix', async () => {
    for (const status of ['pending', 'active', 'blocked', 'rejected', 'deleted']) {
      assert.ok(
        (await count(
          testDb,
          `select 1 from users where role_id = 3 and id > 268 and status = '${status}'`,
        )) >= 1,
        status,
      );
      assert.ok(
        (await count(
          testDb,
          `select 1 from users where role_id = 2 and id > 268 and status = '${status}'`,
        )) >= 1,
        status,
      );
    }
    for (const status of ['pending', 'completed', 'cancelled']) {
      assert.ok(
        (await count(testDb, `select 1 from appointments where id > 600 and status = '${status}'`)) >= 1,
        status,
      );
    }
    assert.ok(
      (await count(
        testDb,
        `select 1 from transactions where appointment_id > 600 and refund_id is not null`,
      )) >= 1,
    );
    assert.ok(
      (await count(testDb, `select 1 from transactions where appointment_id > 600 and status = 'failed'`)) >=
        1,
    );
    assert.ok((await count(testDb, `select 1 from reviews where appointment_id > 600`)) >= 100);
    assert.ok(
      (await count(testDb, `select 1 from doctor_licenses where user_id > 268 and expiry_date < now()`)) >= 1,
    );
    const rows = await testDb.database.query<{ npi: string }>('select npi from users where role_id = 3');
    for (const { npi } of rows) assert.ok(isValidNpi(npi), npi);
  });

  test('rebuilds every index it set aside', async () => {
    const [row] = await testDb.database.query<{ n: number }>(
      `select count(*)::int as n from pg_indexes where schemaname = 'public' and indexname = 'appointments_created_idx'`,
    );
    assert.equal(row!.n, 1);
  });

  test('adds back, checked, every foreign key it set aside for the load', async () => {
    const after = (await testDb.database.query<{ key: string }>(FOREIGN_KEYS_SQL)).map((r) => r.key);
    assert.ok(foreignKeysBefore.some((key) => key.startsWith('user_search_tokens ')));
    assert.deepEqual(after, foreignKeysBefore);
  });

  test('scale patients are encrypted and searchable', async () => {
    const [profile] = await testDb.database.query<{ full_name_enc: string; user_id: number }>(
      'select full_name_enc, user_id from patient_profiles order by user_id desc limit 1',
    );
    const name = crypto.decryptField(profile!.full_name_enc)!;
    const hash = crypto.blindIndexQuery(name).find((q) => q.kind === 'name')!.hashes[0];
    assert.ok(
      (await count(testDb, `select 1 from user_search_tokens where user_id = $1 and token_hash = $2`, [
        profile!.user_id,
        hash,
      ])) === 1,
    );
  });
});
