// Long lists: totals from stat_counters stay exact through inserts, updates and
// deletes, and a page past the middle (read backwards from the end) equals the same page read
// forwards, on a real database with a few thousand appointments and payments.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { signIn } from '../test/appointment-samples.js';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { deepWindow } from './pages.js';

const ROWS = 4_000;

describe('long lists', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    auth = await signIn(t.app);
    // Many rows share a created_at (the id breaks the tie) and statuses and refunds are mixed.
    await t.app.db.execute(
      sql`insert into users (role_id, full_name, email, status) values (3, 'Dr. Long List', 'long@example.com', 'active')`,
    );
    await t.app.db.execute(sql`
      insert into appointments (appt_id, doctor_id, status, booking_type, service_at_date, date_utc,
                                total_cost_cents, booking_amount_cents, created_at)
        select 'APTL' || g, (select id from users where email = 'long@example.com'),
               (array['pending','completed','cancelled'])[1 + g % 3], 'video_visit', now(), now(), 1000, 1000,
               timestamptz '2026-01-01' + ((g / 3) || ' minutes')::interval
          from generate_series(1, ${ROWS}) g`);
    await t.app.db.execute(sql`
      insert into transactions (transaction_id, appointment_id, doctor_id, appointment_created_at, status,
                                collected_amount_cents, destination_amount_cents, application_amount_cents,
                                refund_id, refund_amount_cents)
        select 'txn_' || a.appt_id, a.id, a.doctor_id, a.created_at,
               case when a.id % 10 = 0 then 'failed' else 'succeeded' end, 1000, 900, 100,
               case when a.id % 7 = 0 then 're_' || a.appt_id end,
               case when a.id % 7 = 0 then 1000 end
          from appointments a`);
  });
  after(() => t.close());

  const getList = async (path: string, params: Record<string, unknown>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) query.set(key, JSON.stringify(value));
    const res = await t.app.inject({ method: 'GET', url: `/api/${path}?${query}`, headers: auth });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  };
  const rowsOf = async <R>(query: ReturnType<typeof sql>): Promise<R[]> => {
    const result: unknown = await t.app.db.execute(query);
    return Array.isArray(result) ? result : (result as { rows: R[] }).rows;
  };
  const rowCount = async (query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: string }>(query))[0].n);

  test('appointment totals from the counters match the rows, after inserts, updates and deletes', async () => {
    await t.app.db.execute(
      sql`update appointments set status = 'cancelled' where id % 5 = 0 and status = 'pending'`,
    );
    await t.app.db.execute(
      sql`delete from transactions where appointment_id in (select id from appointments where id % 11 = 0)`,
    );
    await t.app.db.execute(sql`delete from appointments where id % 11 = 0`);
    for (const status of [undefined, 'pending', 'completed', 'cancelled', 'ongoing']) {
      const data = await getList(
        'user/appointments',
        status ? { where: { status }, limit: 1 } : { limit: 1 },
      );
      const expected = await rowCount(
        status
          ? sql`select count(*) as n from appointments where status = ${status}`
          : sql`select count(*) as n from appointments`,
      );
      assert.equal(data.count, expected, `status ${status ?? 'all'}`);
    }
  });

  test('payment totals (all, Success, Refunded) match the rows, also after a refund is recorded', async () => {
    await t.app.db.execute(
      sql`update transactions set refund_id = 're_late', refund_amount_cents = 500 where id = (select min(id) from transactions where status = 'succeeded' and refund_id is null)`,
    );
    const cases = [
      [{ status: 'succeeded' }, sql`select count(*) as n from transactions where status = 'succeeded'`],
      [
        { status: 'succeeded', refund_id: null },
        sql`select count(*) as n from transactions where status = 'succeeded' and refund_id is null`,
      ],
      [
        { status: 'succeeded', refund_id: { '!=': null } },
        sql`select count(*) as n from transactions where status = 'succeeded' and refund_id is not null`,
      ],
    ] as const;
    for (const [where, counting] of cases) {
      const data = await getList('user/payments', { where, limit: 1 });
      assert.equal(data.count, await rowCount(counting), JSON.stringify(where));
    }
  });

  test('payment totals and revenue stay exact through simultaneous refunds (counters kept in shards)', async () => {
    const open = await rowsOf<{ uid: string; cents: number }>(
      sql`select uid, collected_amount_cents as cents from transactions
           where status = 'succeeded' and refund_id is null order by id limit 10`,
    );
    const answers = await Promise.all(
      open.map((payment) =>
        t.app.inject({
          method: 'POST',
          url: `/api/payments/refund/${payment.uid}`,
          headers: auth,
          payload: { type: 'full_refund', amount: Number(payment.cents) / 100, reason: 'Counted in shards' },
        }),
      ),
    );
    for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
    for (const [where, condition] of [
      [{ status: 'succeeded' }, sql``],
      [{ status: 'succeeded', refund_id: null }, sql` and refund_id is null`],
      [{ status: 'succeeded', refund_id: { '!=': null } }, sql` and refund_id is not null`],
    ] as const) {
      const data = await getList('user/payments', { where, limit: 1 });
      const counted = await rowCount(
        sql`select count(*) as n from transactions where status = 'succeeded'${condition}`,
      );
      assert.equal(data.count, counted, JSON.stringify(where));
    }
    const revenue = await t.app.inject({ method: 'GET', url: '/api/payments/revenue', headers: auth });
    const cents = await rowCount(
      sql`select coalesce(sum(collected_amount_cents - coalesce(refund_amount_cents, 0)), 0) as n
            from transactions where status = 'succeeded'`,
    );
    assert.equal(revenue.json().data.lifetime_total, cents / 100);
  });

  const uids = async (query: ReturnType<typeof sql>) => {
    const result = await t.app.db.execute<{ uid: string }>(query);
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { uid: string }[] }).rows;
    return rows.map((row) => row.uid);
  };
  const cases = [
    {
      name: 'appointments, newest first',
      path: 'user/appointments',
      params: {},
      order: sql`select uid from appointments order by created_at desc, id desc`,
    },
    {
      name: 'appointments, completed, oldest first',
      path: 'user/appointments',
      params: { where: { status: 'completed' }, sort: [{ created_at: 'ASC' }] },
      order: sql`select uid from appointments where status = 'completed' order by created_at asc, id asc`,
    },
    {
      name: 'payments, newest first',
      path: 'user/payments',
      params: { where: { status: 'succeeded' } },
      order: sql`select uid from transactions where status = 'succeeded' order by appointment_created_at desc, id desc`,
    },
    {
      name: 'payments, Success by appointment id',
      path: 'user/payments',
      params: { where: { status: 'succeeded', refund_id: null }, sort: [{ 'appointment.appt_id': 'DESC' }] },
      order: sql`select t.uid from transactions t join appointments a on a.id = t.appointment_id
                  where t.status = 'succeeded' and t.refund_id is null order by a.appt_id desc, t.id desc`,
    },
  ];
  for (const c of cases) {
    test(`${c.name}: deep pages (read from the far end) hold the rows of the documented order`, async () => {
      const expected = await uids(c.order);
      assert.ok(expected.length > 1_000);
      const lastOffset = Math.floor((expected.length - 1) / 20) * 20;
      for (const offset of [0, 1_000, lastOffset - 20, lastOffset, expected.length + 40]) {
        const page = await getList(c.path, { ...c.params, offset, limit: 20 });
        assert.deepEqual(
          page.appointments.map((row: { uid: string }) => row.uid),
          expected.slice(offset, offset + 20),
          `offset ${offset}`,
        );
        assert.equal(page.count, expected.length);
      }
    });
  }

  test('a page past the middle is read backwards from the far end, and nothing past the last', () => {
    assert.deepEqual(deepWindow({ offset: 2_990, limit: 20 }, 3_000), {
      reversed: true,
      offset: 0,
      limit: 10,
    });
    assert.deepEqual(deepWindow({ offset: 2_000, limit: 20 }, 3_000), {
      reversed: true,
      offset: 980,
      limit: 20,
    });
    assert.deepEqual(deepWindow({ offset: 1_200, limit: 20 }, 3_000), {
      reversed: false,
      offset: 1_200,
      limit: 20,
    });
    assert.equal(deepWindow({ offset: 5_000, limit: 20 }, 3_000), null);
  });

  test('a search pages its many matches in order and counts them all (appointments and payments)', async () => {
    const search = async (path: string, offset: number, extra: Record<string, unknown> = {}) => {
      const query = new URLSearchParams({ search: 'aptl12', offset: String(offset), limit: '20' });
      for (const [key, value] of Object.entries(extra)) query.set(key, JSON.stringify(value));
      const res = await t.app.inject({ method: 'GET', url: `/api/${path}?${query}`, headers: auth });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data;
    };
    const expected = await rowsOf<{ appt_id: string }>(
      sql`select appt_id from appointments where appt_id ilike '%aptl12%' order by created_at desc, id desc`,
    );
    assert.ok(expected.length > 100, `a search matching several pages (${expected.length})`);
    const seen: string[] = [];
    for (let offset = 0; offset < expected.length; offset += 20) {
      const page = await search('user/appointments', offset);
      assert.equal(page.count, expected.length);
      seen.push(...page.appointments.map((row: { appt_id: string }) => row.appt_id));
    }
    assert.deepEqual(
      seen,
      expected.map((row) => row.appt_id),
    );
    const past = await search('user/appointments', expected.length + 40);
    assert.deepEqual(past, { appointments: [], count: expected.length, limit: 20 });

    const payments = await rowsOf<{ appt_id: string }>(
      sql`select a.appt_id from transactions t join appointments a on a.id = t.appointment_id
             where t.status = 'succeeded' and a.appt_id ilike '%aptl12%' order by t.created_at desc, t.id desc`,
    );
    const first = await search('user/payments', 0, {
      where: { status: 'succeeded' },
      populate: ['appointment'],
    });
    assert.equal(first.count, payments.length);
    assert.deepEqual(
      first.appointments.map((row: { appointment: { appt_id: string } }) => row.appointment.appt_id),
      payments.slice(0, 20).map((row) => row.appt_id),
    );
  });
});
