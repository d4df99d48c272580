// Trends: every series and grain equals the matching list's range total to the cent (in whole-hour
// and half-hour zones), the hourly rollups follow inserts, updates, deletes and rollbacks in the
// same transaction, and the routes refuse what an admin may not see or may not ask.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { signIn } from '../../test/appointment-samples.js';
import { buildTestApp, createAdmin, loginAs, bearer, type TestApp } from '../../test/helper.js';
import { bucketsOf, rangeDays, resolveRange } from './range.js';
import { daysStartOnQuarterHours } from './zone-quarters.js';

const FROM = '2026-02-01';
const TO = '2026-03-10';
const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu'];

describe('GET /trends', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    auth = await signIn(t.app);
    await seed();
  });
  const seed = async () => {
    // Doctors approved and patients joined at odd minutes (some on a half hour, some near midnight).
    await t.app.db.execute(sql`
      insert into users (role_id, full_name, email, status, created_at, approved_at)
        select 3, 'Dr ' || g, 'dr' || g || '@example.com',
               (array['active','active','deleted','blocked'])[1 + g % 4],
               timestamptz '2025-12-01 00:00Z' + (g * 1117 || ' minutes')::interval,
               case when g % 5 <> 0 then timestamptz '2026-01-01 00:00Z' + (g * 1117 || ' minutes')::interval end
          from generate_series(1, 120) g`);
    await t.app.db.execute(sql`
      insert into users (role_id, status, created_at)
        select 2, (array['active','blocked','deleted'])[1 + g % 3],
               timestamptz '2026-01-01 00:00Z' + (g * 211 || ' minutes')::interval
          from generate_series(1, 600) g`);
    await t.app.db.execute(sql`
      insert into appointments (appt_id, doctor_id, status, booking_type, service_at_date, date_utc,
                                total_cost_cents, booking_amount_cents, created_at)
        select 'APTT' || g, (select min(id) from users where role_id = 3),
               (array['pending','completed','cancelled','ongoing','completed'])[1 + g % 5], 'video_visit',
               now(), now(), 1000, 1000, timestamptz '2026-01-01 00:00Z' + (g * 67 || ' minutes')::interval
          from generate_series(1, 2000) g`);
    await t.app.db.execute(sql`
      insert into transactions (transaction_id, appointment_id, doctor_id, appointment_created_at, status,
                                collected_amount_cents, destination_amount_cents, application_amount_cents,
                                refund_id, refund_amount_cents, created_at)
        select 'txn_' || a.appt_id, a.id, a.doctor_id, a.created_at,
               case when a.id % 10 = 0 then 'failed' else 'succeeded' end,
               1000 + a.id % 997, 900 + a.id % 901, 100 + a.id % 96,
               case when a.id % 7 = 0 then 're_' || a.appt_id end,
               case when a.id % 7 = 0 then 1 + a.id % 1000 end,
               a.created_at + ((a.id % 50) || ' minutes')::interval
          from appointments a`);
  };
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const trends = async (params: Record<string, string>, zone = 'UTC') => {
    const res = await get(`/trends?${new URLSearchParams(params)}`, { ...auth, timezone: zone });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as {
      buckets: { from: string; to: string }[];
      previous_buckets: { from: string; to: string }[];
      series: {
        key: string;
        values: number[];
        previous: number[];
        total: number;
        previous_total: number;
        change_percent: number | null;
      }[];
    };
  };
  const list = async (path: string, params: Record<string, unknown>, zone: string) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) query.set(key, JSON.stringify(value));
    const res = await get(`/${path}?${query}`, { ...auth, timezone: zone });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  };
  const rows = async <R>(query: ReturnType<typeof sql>): Promise<R[]> => {
    const result: unknown = await t.app.db.execute(query);
    return Array.isArray(result) ? result : (result as { rows: R[] }).rows;
  };
  const cents = (dollars: string) => Math.round(Number(dollars) * 100);
  // Writes made here, as by another writer: the route's shared reading is forgotten when the
  // database announces the change, a moment after it commits. A notice sent after the write is
  // heard after its announcement (one connection hears the channel in commit order).
  let barriers = 0;
  const write = async (query: ReturnType<typeof sql>) => {
    await t.app.db.execute(query);
    const barrier = String(++barriers);
    const heard = new Promise<void>((resolve) =>
      t.app.liveEvents.onNotice('trends-test', (body) => body === barrier && resolve()),
    );
    await t.app.db.execute(sql`select pg_notify('admin_events', ${`trends-test:${barrier}`})`);
    await heard;
  };

  for (const zone of ZONES) {
    for (const grain of ['day', 'week', 'month']) {
      test(`every series by ${grain} in ${zone} equals its list's range total`, async () => {
        const data = await trends({ range: 'custom', from: FROM, to: TO, grain }, zone);
        const series = Object.fromEntries(data.series.map((s) => [s.key, s.values]));
        assert.equal(data.series.length, 10);
        for (const [i, bucket] of data.buckets.entries()) {
          const created_at = { '>=': bucket.from, '<=': bucket.to };
          const at = `${zone} ${bucket.from}..${bucket.to}`;
          const booked = await list('user/appointments', { where: { created_at }, limit: 1 }, zone);
          assert.equal(series.appointments_booked[i], booked.count, `booked ${at}`);
          for (const status of ['completed', 'cancelled']) {
            const page = await list('user/appointments', { where: { created_at, status }, limit: 1 }, zone);
            assert.equal(series[`appointments_${status}`][i], page.count, `${status} ${at}`);
          }
          const { totals } = await list(
            'user/payments',
            { where: { status: 'succeeded', created_at }, limit: 1, totals: 1 },
            zone,
          );
          assert.equal(series.revenue_gross[i], cents(totals.collected), `gross ${at}`);
          assert.equal(series.revenue_refunded[i], cents(totals.refunded), `refunded ${at}`);
          assert.equal(series.revenue_net[i], cents(totals.net), `net ${at}`);
          const refundedOnly = await list(
            'user/payments',
            { where: { status: 'succeeded', refund_id: { '!=': null }, created_at }, limit: 1, totals: 1 },
            zone,
          );
          assert.equal(
            series.revenue_refunded[i],
            cents(refundedOnly.totals.refunded),
            `refunded list ${at}`,
          );
          // The shares and people have no list total: the same days' records, added up here.
          const [shares] = await rows<{ p: string; d: string; patients: string; doctors: string }>(sql`
            with d as (select (${bucket.from}::date)::timestamp at time zone ${zone} as lo,
                              ((${bucket.to}::date) + 1)::timestamp at time zone ${zone} as hi)
            select (select coalesce(sum(application_amount_cents), 0) from transactions, d
                     where status = 'succeeded' and created_at >= lo and created_at < hi) as p,
                   (select coalesce(sum(destination_amount_cents), 0) from transactions, d
                     where status = 'succeeded' and created_at >= lo and created_at < hi) as d,
                   (select count(*) from users, d where role_id = 2 and status <> 'deleted'
                       and created_at >= lo and created_at < hi) as patients,
                   (select count(*) from users, d where role_id = 3 and status <> 'deleted'
                       and approved_at >= lo and approved_at < hi) as doctors`);
          assert.equal(series.revenue_platform[i], Number(shares.p), `platform ${at}`);
          assert.equal(series.revenue_doctors[i], Number(shares.d), `doctors' share ${at}`);
          assert.equal(series.patients_new[i], Number(shares.patients), `patients ${at}`);
          assert.equal(series.doctors_approved[i], Number(shares.doctors), `approved ${at}`);
        }
      });
    }
  }

  test('the previous period is the same number of days just before, point for point', async () => {
    const data = await trends({ range: 'custom', from: '2026-03-01', to: '2026-03-10', grain: 'day' });
    assert.deepEqual(data.previous_buckets[0], { from: '2026-02-19', to: '2026-02-19' });
    assert.deepEqual(data.previous_buckets.at(-1), { from: '2026-02-28', to: '2026-02-28' });
    const earlier = await trends({ range: 'custom', from: '2026-02-19', to: '2026-02-28', grain: 'day' });
    for (const [i, s] of data.series.entries()) {
      assert.deepEqual(s.previous, earlier.series[i].values, s.key);
      assert.equal(s.previous_total, earlier.series[i].total);
      const expected = s.previous_total
        ? Math.round(((s.total - s.previous_total) / s.previous_total) * 1000) / 10
        : null;
      assert.equal(s.change_percent, expected);
    }
  });

  test('the rollups follow inserts, status changes, refunds and deletes, and a rollback leaves them', async () => {
    const read = async () => {
      const data = await trends({ range: 'custom', from: '2026-08-02', to: '2026-08-02', grain: 'day' });
      return Object.fromEntries(data.series.map((s) => [s.key, s.total]));
    };
    const before = await read();
    assert.equal(before.appointments_booked, 0);
    await write(sql`
      insert into appointments (appt_id, status, booking_type, service_at_date, date_utc, total_cost_cents,
                                booking_amount_cents, created_at)
        values ('APTR1', 'pending', 'video_visit', now(), now(), 500, 500, '2026-08-02 10:00Z'),
               ('APTR2', 'pending', 'video_visit', now(), now(), 500, 500, '2026-08-02 11:00Z')`);
    await write(sql`
      insert into transactions (transaction_id, appointment_id, appointment_created_at, status,
                                collected_amount_cents, destination_amount_cents, application_amount_cents, created_at)
        select 'txn_' || appt_id, id, created_at, 'succeeded', 5000, 4500, 500, created_at
          from appointments where appt_id in ('APTR1', 'APTR2')`);
    await write(sql`update appointments set status = 'cancelled' where appt_id = 'APTR1'`);
    await write(
      sql`update transactions set refund_id = 're_r1', refund_amount_cents = 1234 where transaction_id = 'txn_APTR1'`,
    );
    let now = await read();
    assert.equal(now.appointments_booked, 2);
    assert.equal(now.appointments_cancelled, 1);
    assert.equal(now.revenue_gross, 10000);
    assert.equal(now.revenue_refunded, 1234);
    assert.equal(now.revenue_net, 8766);
    assert.equal(now.revenue_platform, 1000);
    assert.equal(now.revenue_doctors, 9000);
    await assert.rejects(
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`delete from appointments where appt_id = 'APTR2'`);
        throw new Error('abandoned');
      }),
    );
    // A write that changes nothing is still announced: the read after it is fresh, not the kept one.
    await write(sql`update appointments set status = status where appt_id = 'APTR2'`);
    assert.deepEqual(await read(), now);
    await write(sql`delete from appointments where appt_id = 'APTR2'`);
    now = await read();
    assert.equal(now.appointments_booked, 1);
    assert.equal(now.revenue_gross, 5000);
  });

  test("a write at a local day's edge counts on that day in New York, Kolkata (+05:30) and UTC", async () => {
    // Kolkata's Sep 15 starts at 18:30 UTC on the 14th; New York's (EDT) at 04:00 UTC on the 15th.
    const times = [
      '2026-09-14 18:29:59Z',
      '2026-09-14 18:30:00Z',
      '2026-09-15 03:59:59Z',
      '2026-09-15 04:00:00Z',
    ];
    for (const [n, at] of times.entries()) {
      await write(sql`
        insert into appointments (appt_id, status, booking_type, service_at_date, date_utc, total_cost_cents,
                                  booking_amount_cents, created_at)
          values (${`APTE${n}`}, 'pending', 'video_visit', now(), now(), 500, 500, ${at}::timestamptz)`);
      await write(sql`
        insert into transactions (transaction_id, appointment_id, appointment_created_at, status,
                                  collected_amount_cents, destination_amount_cents, application_amount_cents, created_at)
          select 'txn_' || appt_id, id, created_at, 'succeeded', 1000 * (${n}::int + 1), 900, 100, created_at
            from appointments where appt_id = ${`APTE${n}`}`);
      await write(
        sql`insert into users (role_id, status, created_at) values (2, 'active', ${at}::timestamptz)`,
      );
    }
    const expected: Record<string, { booked: number[]; gross: number[] }> = {
      UTC: { booked: [2, 2], gross: [3000, 7000] },
      'America/New_York': { booked: [3, 1], gross: [6000, 4000] },
      'Asia/Kolkata': { booked: [1, 3], gross: [1000, 9000] },
    };
    for (const [zone, want] of Object.entries(expected)) {
      const data = await trends(
        { range: 'custom', from: '2026-09-14', to: '2026-09-15', grain: 'day' },
        zone,
      );
      const series = Object.fromEntries(data.series.map((s) => [s.key, s.values]));
      assert.deepEqual(series.appointments_booked, want.booked, `booked in ${zone}`);
      assert.deepEqual(series.revenue_gross, want.gross, `gross in ${zone}`);
      assert.deepEqual(series.patients_new, want.booked, `patients in ${zone}`);
    }
  });

  test('the daily rollups follow a status change, a record moved to another day and a delete', async () => {
    const read = async (zone: string) => {
      const data = await trends(
        { range: 'custom', from: '2026-09-20', to: '2026-09-21', grain: 'day' },
        zone,
      );
      return Object.fromEntries(data.series.map((s) => [s.key, s.values]));
    };
    await write(sql`
      insert into appointments (appt_id, status, booking_type, service_at_date, date_utc, total_cost_cents,
                                booking_amount_cents, created_at)
        values ('APTM1', 'pending', 'video_visit', now(), now(), 500, 500, '2026-09-20 18:45Z'),
               ('APTM2', 'completed', 'video_visit', now(), now(), 500, 500, '2026-09-20 03:10Z')`);
    await write(sql`
      insert into users (role_id, email, status, created_at, approved_at)
        values (3, 'dr-moved@example.com', 'active', '2026-01-01Z', '2026-09-20 18:45Z')`);
    // 18:45 UTC on the 20th is the 21st in Kolkata, the 20th in New York.
    let kolkata = await read('Asia/Kolkata');
    assert.deepEqual(kolkata.appointments_booked, [1, 1]);
    assert.deepEqual(kolkata.appointments_completed, [1, 0]);
    assert.deepEqual(kolkata.doctors_approved, [0, 1]);
    await write(sql`update appointments set status = 'cancelled' where appt_id in ('APTM1', 'APTM2')`);
    kolkata = await read('Asia/Kolkata');
    assert.deepEqual(kolkata.appointments_completed, [0, 0]);
    assert.deepEqual(kolkata.appointments_cancelled, [1, 1]);
    await write(sql`update appointments set created_at = '2026-09-21 12:00Z' where appt_id = 'APTM2'`);
    const newYork = await read('America/New_York');
    assert.deepEqual(newYork.appointments_booked, [1, 1]);
    assert.deepEqual(newYork.appointments_cancelled, [1, 1]);
    assert.deepEqual((await read('UTC')).appointments_booked, [1, 1]);
    await write(sql`update users set status = 'deleted' where email = 'dr-moved@example.com'`);
    assert.deepEqual((await read('Asia/Kolkata')).doctors_approved, [0, 0]);
    await write(sql`update users set status = 'blocked' where email = 'dr-moved@example.com'`);
    assert.deepEqual((await read('Asia/Kolkata')).doctors_approved, [0, 1]);
    await write(sql`delete from appointments where appt_id = 'APTM1'`);
    await write(sql`delete from users where email = 'dr-moved@example.com'`);
    kolkata = await read('Asia/Kolkata');
    assert.deepEqual(kolkata.appointments_booked, [0, 1]);
    assert.deepEqual(kolkata.doctors_approved, [0, 0]);
  });

  test('a DST day with two local midnights in one UTC day (London) still equals the list', async () => {
    // London's Mar 29 2026 is 23 hours: [00:00, 23:00) UTC, and Mar 30 starts at 23:00 UTC on the 29th.
    await write(sql`
      insert into appointments (appt_id, status, booking_type, service_at_date, date_utc, total_cost_cents,
                                booking_amount_cents, created_at)
        values ('APTL1', 'pending', 'video_visit', now(), now(), 500, 500, '2026-03-29 22:59Z'),
               ('APTL2', 'pending', 'video_visit', now(), now(), 500, 500, '2026-03-29 23:00Z')`);
    const zone = 'Europe/London';
    const data = await trends({ range: 'custom', from: '2026-03-27', to: '2026-04-01', grain: 'day' }, zone);
    const booked = data.series.find((s) => s.key === 'appointments_booked')?.values ?? [];
    for (const [i, bucket] of data.buckets.entries()) {
      const created_at = { '>=': bucket.from, '<=': bucket.to };
      const page = await list('user/appointments', { where: { created_at }, limit: 1 }, zone);
      assert.equal(booked[i], page.count, `booked ${bucket.from}`);
    }
  });

  test('the daily rollups hold the hourly rollups and the records, day by day and quarter by quarter', async () => {
    // Element g of a day's running totals is its quarter hours before g (UTC), every shard added up:
    // at each whole hour (g = 4h) the hourly rollup's hours before h, at every g the records'.
    const differences = (days: string, source: string, columns: string[], wholeHoursOnly: boolean) =>
      rows<Record<string, unknown>>(
        sql.raw(`
        with g as (select g from generate_series(1, 96) g where ${wholeHoursOnly ? 'g % 4 = 0' : 'true'}),
        x as (select day, g, ${columns.map((c) => `sum(${c}[g]) as ${c}`).join(', ')}
                from (${days}) d cross join g group by day, g),
        y as (select at::date as day, g,
                     ${columns.map((c) => `sum(${c}) filter (where trend_quarter(at) < g) as ${c}`).join(', ')}
                from (${source}) s cross join g group by 1, g)
        select * from x full join y using (day, g)
         where ${columns.map((c) => `coalesce(x.${c}, 0) <> coalesce(y.${c}, 0)`).join(' or ')}`),
      );
    const [days] = await rows<{ n: string }>(sql`select count(*) as n from trend_appointment_days`);
    assert.ok(Number(days.n) > 90, 'the seed spans months');
    const appointmentColumns = ['booked', 'completed', 'cancelled'];
    const appointments = (table: string, at: string, n: string) => `
      select ${at} as at, ${n} as booked,
             case when status = 'completed' then ${n} else 0 end as completed,
             case when status = 'cancelled' then ${n} else 0 end as cancelled
        from ${table}`;
    const appointmentDays = 'select * from trend_appointment_days';
    const hourly = appointments('trend_appointment_hours', 'hour', 'appointments');
    const records = appointments('appointments', "created_at at time zone 'UTC'", '1');
    assert.deepEqual(await differences(appointmentDays, hourly, appointmentColumns, true), [], 'hourly');
    assert.deepEqual(await differences(appointmentDays, records, appointmentColumns, false), [], 'records');
    const paymentColumns = ['collected_cents', 'refunded_cents', 'platform_cents', 'doctors_cents'];
    const paymentDays = 'select * from trend_payment_days';
    assert.deepEqual(
      await differences(paymentDays, 'select hour as at, * from trend_payment_hours', paymentColumns, true),
      [],
    );
    const paymentRecords = `
      select created_at at time zone 'UTC' as at, collected_amount_cents as collected_cents,
             coalesce(refund_amount_cents, 0) as refunded_cents, application_amount_cents as platform_cents,
             destination_amount_cents as doctors_cents
        from transactions where status = 'succeeded'`;
    assert.deepEqual(
      await differences(paymentDays, paymentRecords, paymentColumns, false),
      [],
      'payment records',
    );
    for (const [kind, role, at] of [
      ['patient_joined', 2, 'created_at'],
      ['doctor_approved', 3, 'approved_at'],
    ] as const) {
      const userDays = `select * from trend_user_days where kind = '${kind}'`;
      const hours = `select hour as at, users from trend_user_hours where kind = '${kind}' and status <> 'deleted'`;
      assert.deepEqual(await differences(userDays, hours, ['users'], true), [], kind);
      const people = `select ${at} at time zone 'UTC' as at, 1 as users from users
                       where role_id = ${role} and status <> 'deleted' and ${at} is not null`;
      assert.deepEqual(await differences(userDays, people, ['users'], false), [], `${kind} records`);
    }
  });

  test("a range in a zone's local mean time (Monrovia, 1971: −00:44:30) reads each day's edges from the records", async () => {
    // Monrovia's Mar 2 1971 starts at 00:44:30 UTC, inside the quarter hour from 00:30.
    await write(sql`
      insert into appointments (appt_id, status, booking_type, service_at_date, date_utc, total_cost_cents,
                                booking_amount_cents, created_at)
        select 'APTLMT' || g, 'pending', 'video_visit', now(), now(), 500, 500,
               timestamptz '1971-03-01 00:31Z' + (g * 7 || ' minutes')::interval
          from generate_series(0, 600) g`);
    const zone = 'Africa/Monrovia';
    const data = await trends({ range: 'custom', from: '1971-03-01', to: '1971-03-03', grain: 'day' }, zone);
    const booked = data.series.find((s) => s.key === 'appointments_booked')?.values ?? [];
    assert.ok(booked.length === 3 && booked.every((n) => n > 0), `${booked}`);
    for (const [i, bucket] of data.buckets.entries()) {
      const created_at = { '>=': bucket.from, '<=': bucket.to };
      const page = await list('user/appointments', { where: { created_at }, limit: 1 }, zone);
      assert.equal(booked[i], page.count, `booked ${bucket.from}`);
    }
  });

  test('a revenue series needs revenue.view; the others their list view; a role sees only its series', async () => {
    const support = await createAdmin(t.database, { email: 'support-trends@example.com', role: 'support' });
    const headers = bearer((await loginAs(t.app, support.email, support.password)).token);
    const all = await get('/trends', headers);
    assert.equal(all.statusCode, 200, all.body);
    const keys = all.json().data.series.map((s: { key: string }) => s.key);
    assert.ok(!keys.some((k: string) => k.startsWith('revenue_')));
    assert.ok(keys.includes('appointments_booked'));
    const refused = await get('/trends?series=revenue_net', headers);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /revenue/i);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/trends' })).statusCode, 401);
    assert.equal((await get('/trends?series=revenue_net')).statusCode, 200);
  });

  test('bad input is a 400 with a message, never a 500', async () => {
    const cases: [string, RegExp][] = [
      ['/trends?grain=hour', /grain/],
      ['/trends?range=forever', /range/],
      ['/trends?range=custom&from=2026-03-10&to=2026-03-01', /from must not be after to/],
      ['/trends?range=custom&from=2026-02-30&to=2026-03-01', /calendar day/],
      ['/trends?range=custom&to=2026-03-01', /from must be a day/],
      ['/trends?range=last_7_days&from=2026-03-01', /range=custom/],
      ['/trends?series=appointments_booked,nope', /Unknown series/],
      ['/trends?range=custom&from=2020-01-01&to=2026-01-01&grain=day', /longer grain/],
      ['/trends?range=custom&from=1900-01-01&to=2026-01-01&grain=month', /10 years/],
      ["/trends?range=custom&from=2026-01-01'&to=2026-01-02", /from/],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      assert.equal(res.statusCode, 400, url);
      assert.match(res.json().message, message, url);
    }
  });

  test('forty simultaneous reads answer alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => get(`/trends?range=custom&from=${FROM}&to=${TO}&grain=week`)),
    );
    const bodies = new Set(answers.map((a) => (a.statusCode === 200 ? a.body : `${a.statusCode}`)));
    assert.equal(bodies.size, 1);
  });

  test("a doctor's and a clinic's 90 days by week", async () => {
    const [doctor] = await rows<{ uid: string }>(
      sql`select uid from users where role_id = 3 order by id limit 1`,
    );
    const res = await get(`/trends/doctors/${doctor.uid}`);
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    assert.equal(data.appointments.length, data.buckets.length);
    assert.ok(data.buckets.length >= 13 && data.buckets.length <= 14);
    assert.equal((await get('/trends/doctors/00000000-0000-4000-8000-000000000000')).statusCode, 404);
    assert.equal((await get('/trends/clinics/not-a-uid')).statusCode, 400);
    const support = await createAdmin(t.database, { email: 'support-record@example.com', role: 'support' });
    const headers = bearer((await loginAs(t.app, support.email, support.password)).token);
    assert.equal((await get(`/trends/doctors/${doctor.uid}`, headers)).json().data.net_cents, null);
  });
});

describe('ranges', () => {
  test('named ranges from today in the zone', () => {
    assert.deepEqual(rangeDays('last_7_days', '2026-03-10'), { from: '2026-03-04', to: '2026-03-10' });
    assert.deepEqual(rangeDays('last_30_days', '2026-03-10'), { from: '2026-02-09', to: '2026-03-10' });
    assert.deepEqual(rangeDays('this_month', '2026-03-10'), { from: '2026-03-01', to: '2026-03-10' });
    assert.deepEqual(rangeDays('last_month', '2026-03-10'), { from: '2026-02-01', to: '2026-02-28' });
    assert.deepEqual(rangeDays('last_month', '2026-01-15'), { from: '2025-12-01', to: '2025-12-31' });
    assert.deepEqual(rangeDays('this_year', '2026-03-10'), { from: '2026-01-01', to: '2026-03-10' });
  });
  test('weeks start on Monday and months on the first, clipped to the range', () => {
    assert.deepEqual(bucketsOf({ from: '2026-03-04', to: '2026-03-17' }, 'week'), [
      { from: '2026-03-04', to: '2026-03-08' },
      { from: '2026-03-09', to: '2026-03-15' },
      { from: '2026-03-16', to: '2026-03-17' },
    ]);
    assert.deepEqual(bucketsOf({ from: '2026-01-30', to: '2026-03-02' }, 'month'), [
      { from: '2026-01-30', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-02' },
    ]);
    assert.equal(resolveRange({ from: '2025-01-01', to: '2025-12-31' }, 'day').current.buckets.length, 365);
  });
});

describe('zones', () => {
  test('a zone whose days start on UTC quarter hours reads the rollups alone; older local mean time reads the edges too', () => {
    for (const zone of [
      'UTC',
      'America/New_York',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'America/St_Johns',
    ]) {
      assert.equal(daysStartOnQuarterHours(zone, '2016-01-01', '2026-12-31'), true, zone);
    }
    assert.equal(daysStartOnQuarterHours('Africa/Monrovia', '1971-01-01', '1971-12-31'), false);
    assert.equal(daysStartOnQuarterHours('Africa/Monrovia', '1971-01-01', '1972-12-31'), false);
  });
});
