import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, login, type TestDatabase } from '../../test/helper.js';
import { openTwoProcesses, type TwoProcesses } from '../../test/two-processes.js';

// The dashboard's figures are read once for the requests that arrive together (a shared read, per
// process). Two API processes on one database: a change made through one, while the other answers
// 40 requests at a time, shows in the other's answers within a second, and every answer of a burst
// begun after the change has it.
describe('dashboard figures across two processes', { skip: !process.env.DATABASE_URL }, () => {
  let processes: TwoProcesses;
  let store: TestDatabase;
  let one: FastifyInstance;
  let other: FastifyInstance;
  let oneToken: string;
  let otherToken: string;

  const figures = async (app: FastifyInstance, token: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/user/dashboard', headers: bearer(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { doctorActiveCount: number; doctorPendingCount: number };
  };
  const burst = (app: FastifyInstance, token: string) =>
    Promise.all(Array.from({ length: 40 }, () => figures(app, token)));

  before(async () => {
    processes = await openTwoProcesses();
    ({ store, one, other } = processes);
    oneToken = (await login(one)).token;
    otherToken = (await login(other)).token;
    await store.database.exec(`insert into users (role_id, full_name, status, email)
      values (3, 'Dr Pending', 'pending', 'pending.doctor@example.com')`);
  });
  after(() => processes?.close());

  test('a doctor approved through one process counts as active on the other within a second', async () => {
    const [doctor] = await store.database.query<{ uid: string }>(
      `select uid from users where email = 'pending.doctor@example.com'`,
    );
    const before = await figures(other, otherToken);
    assert.equal(before.doctorPendingCount, 1);

    // The other process is busy answering bursts while the approval goes through the first.
    let polling = true;
    const polled = (async () => {
      while (polling) await burst(other, otherToken);
    })();
    const approved = await one.inject({
      method: 'PUT',
      url: `/api/user/${doctor.uid}`,
      headers: bearer(oneToken),
      payload: { action: 'accept' },
    });
    const approvedAt = Date.now();
    polling = false;
    await polled;
    assert.equal(approved.statusCode, 200, approved.body);

    for (;;) {
      const answers = await burst(other, otherToken);
      if (answers.every((answer) => answer.doctorPendingCount === 0)) {
        assert.ok(answers.every((answer) => answer.doctorActiveCount === before.doctorActiveCount + 1));
        break;
      }
      assert.ok(Date.now() - approvedAt < 1_000, 'the other process still answers the old figures after 1 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
