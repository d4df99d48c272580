import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { type CounterRead, counters, readCounter } from './counters.js';

/** A `like` pattern as a regular expression. */
function likeRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') source += pattern[++i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') source += '.*';
    else if (c === '_') source += '.';
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether `name` is one of the counters `read` sums (a shard "<name>#<n>" of a sharded one included). */
function reads(read: CounterRead, name: string): boolean {
  const base = read.sharded ? name.replace(/#\d+$/, '') : name;
  return likeRegExp(read.pattern).test(base) && base !== read.except;
}

describe('stat_counters: the names the triggers keep are those of lists/counters.ts', () => {
  let t: TestApp;
  const statuses = {
    users: ['active', 'pending', 'blocked', 'deleted'],
    appointments: ['pending', 'completed', 'cancelled'],
  };
  const payments = ['succeeded', 'failed'];

  before(async () => {
    t = await buildTestApp();
    const db = t.app.database;
    await db.query(
      `insert into users (role_id, full_name, email, status)
         select r, 'User ' || r || s || g, 'u' || r || s || g || '@example.com', s
           from unnest(array[2, 3, 4]) r, unnest($1::text[]) s, generate_series(1, 2) g`,
      [statuses.users],
    );
    await db.query(
      `insert into appointments (appt_id, doctor_id, status, booking_type, service_at_date, date_utc,
                                 total_cost_cents, booking_amount_cents)
         select 'APTC' || s || g, (select min(id) from users where role_id = 3), s, 'video_visit', now(), now(), 1000, 1000
           from unnest($1::text[]) s, generate_series(1, 3) g`,
      [statuses.appointments],
    );
    await db.query(
      `insert into transactions (transaction_id, appointment_id, doctor_id, appointment_created_at, status,
                                 collected_amount_cents, destination_amount_cents, application_amount_cents,
                                 refund_id, refund_amount_cents)
         select 'txn_' || a.id, a.id, a.doctor_id, a.created_at, (array['succeeded', 'failed'])[1 + a.id % 2],
                1000, 900, 100, case when a.id % 3 = 0 then 're_' || a.id end, case when a.id % 3 = 0 then 400 end
           from appointments a`,
    );
    await db.query(`update appointments set status = 'completed' where status = 'pending' and id % 2 = 0`);
    await db.query(`update users set status = 'active' where status = 'pending' and id % 2 = 0`);
  });
  after(() => t.close());

  test('every counter the triggers wrote is one the definition reads', async () => {
    const kept = await t.app.database.query<{ name: string }>('select name from stat_counters');
    assert.ok(kept.length > 10);
    const definitionReads = [
      counters.appointments(),
      ...statuses.appointments.map((s) => counters.appointments(s)),
      ...[2, 3, 4].flatMap((r) => [counters.users(r), ...statuses.users.map((s) => counters.users(r, s))]),
      ...payments.flatMap((s) => [counters.payments(s, true), counters.payments(s, false)]),
      counters.revenueCents(),
    ];
    for (const { name } of kept) {
      assert.ok(
        definitionReads.some((read) => reads(read, name)),
        `stat_counters holds "${name}", which lists/counters.ts does not name`,
      );
    }
  });

  test('each counter the definition reads counts the rows it stands for', async () => {
    const counted = async (text: string, params: unknown[] = []) =>
      Number((await t.app.database.query<{ n: number }>(text, params))[0].n);
    const { db } = t.app;
    assert.equal(
      await readCounter(db, counters.appointments()),
      await counted('select count(*) as n from appointments'),
    );
    for (const status of statuses.appointments) {
      assert.equal(
        await readCounter(db, counters.appointments(status)),
        await counted('select count(*) as n from appointments where status = $1', [status]),
      );
    }
    for (const role of [2, 3, 4]) {
      assert.equal(
        await readCounter(db, counters.users(role)),
        await counted(`select count(*) as n from users where role_id = $1 and status <> 'deleted'`, [role]),
      );
      assert.equal(
        await readCounter(db, counters.users(role, 'active')),
        await counted(`select count(*) as n from users where role_id = $1 and status = 'active'`, [role]),
      );
    }
    for (const status of payments) {
      for (const refunded of [true, false]) {
        assert.equal(
          await readCounter(db, counters.payments(status, refunded)),
          await counted(
            'select count(*) as n from transactions where status = $1 and (refund_id is not null) = $2',
            [status, refunded],
          ),
        );
      }
    }
    assert.equal(
      await readCounter(db, counters.payments()),
      await counted('select count(*) as n from transactions'),
    );
    assert.equal(
      await readCounter(db, counters.revenueCents()),
      await counted(
        `select coalesce(sum(collected_amount_cents - coalesce(refund_amount_cents, 0)), 0) as n
           from transactions where status = 'succeeded'`,
      ),
    );
  });
});
