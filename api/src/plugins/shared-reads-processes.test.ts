import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, login, type TestDatabase } from '../test/helper.js';
import { openTwoProcesses, type TwoProcesses } from '../test/two-processes.js';

// What many pages show beside their rows (the doctors' filter choices, the enquiries' unread count)
// is read once for the requests of the moment, per process. Two API processes on one database: a
// change made through one shows in the other's answers within a second, while the other answers
// 40 requests at a time.
describe('reads of the moment across two processes', { skip: !process.env.DATABASE_URL }, () => {
  let processes: TwoProcesses;
  let store: TestDatabase;
  let one: FastifyInstance;
  let other: FastifyInstance;
  let oneToken: string;
  let otherToken: string;

  before(async () => {
    processes = await openTwoProcesses();
    ({ store, one, other } = processes);
    oneToken = (await login(one)).token;
    otherToken = (await login(other)).token;
  });
  after(() => processes?.close());

  const read = async <T>(app: FastifyInstance, token: string, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as T;
  };

  /** Bursts of 40 on the other process until every answer agrees, within a second of `since`. */
  async function seenWithinASecond<T>(url: string, agrees: (data: T) => boolean, since: number) {
    for (;;) {
      const answers = await Promise.all(Array.from({ length: 40 }, () => read<T>(other, otherToken, url)));
      if (answers.every(agrees)) return;
      assert.ok(
        Date.now() - since < 1_000,
        `${url}: the other process still answers the old value after 1 s`,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  test("a speciality added through one process is a doctors' filter choice on the other", async () => {
    type Page = { specialities: { name: string }[] };
    const names = (page: Page) => page.specialities.map((s) => s.name);
    assert.ok(!names(await read<Page>(other, otherToken, '/api/doctor')).includes('Sleep Medicine'));
    const created = await one.inject({
      method: 'POST',
      url: '/api/speciality',
      headers: bearer(oneToken),
      payload: { name: 'Sleep Medicine' },
    });
    assert.equal(created.statusCode, 200, created.body);
    await seenWithinASecond<Page>(
      '/api/doctor',
      (page) => names(page).includes('Sleep Medicine'),
      Date.now(),
    );
  });

  test("an enquiry opened through one process leaves the other's unread count", async () => {
    type Page = { unread_count: number };
    const [enquiry] = await store.database.query<{ id: string }>(
      "insert into enquiries (subject, message) values ('Refund?', 'Where is my refund') returning id",
    );
    await seenWithinASecond<Page>('/api/enquiry', (page) => page.unread_count === 1, Date.now());
    const opened = await one.inject({
      method: 'GET',
      url: `/api/enquiry/${enquiry.id}`,
      headers: bearer(oneToken),
    });
    assert.equal(opened.statusCode, 200, opened.body);
    await seenWithinASecond<Page>('/api/enquiry', (page) => page.unread_count === 0, Date.now());
  });
});
