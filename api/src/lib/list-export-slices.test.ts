import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { signIn } from '../test/appointment-samples.js';
import { csvRows } from '../test/csv-rows.js';
import type { FastifyRequest } from 'fastify';
import {
  csvSlices,
  EXPORT_BATCH_ROWS,
  EXPORT_BUSY_SLICE_ROWS,
  EXPORT_GIVE_WAY_MS,
  EXPORT_SLICE_ROWS,
  givingWayPace,
} from './list-export.js';

// A big export shares its process with every other request: its CSV is written in slices, the event
// loop turning between two, so a refund or a sign-in beside it waits for a slice, not for a batch of
// 2000 rows. Counted, not timed: a callback that puts itself back on the loop each turn counts the
// turns, and each line written reads the count.
describe('CSV export, written in slices', () => {
  test('no more than a slice of lines is written without the event loop turning', async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    let turnSeen = -1;
    let linesThisTurn = 0;
    let mostInOneTurn = 0;
    const line = (row: number) => {
      if (turns !== turnSeen) {
        turnSeen = turns;
        linesThisTurn = 0;
      }
      linesThisTurn++;
      mostInOneTurn = Math.max(mostInOneTurn, linesThisTurn);
      return `${row}\r\n`;
    };
    const batch = Array.from({ length: EXPORT_BATCH_ROWS }, (_, i) => i);
    let text = '';
    let rows = 0;
    for await (const slice of csvSlices(batch, line)) {
      text += slice.text;
      rows += slice.rows;
    }
    counting = false;
    assert.equal(rows, EXPORT_BATCH_ROWS);
    assert.equal(text, batch.map((row) => `${row}\r\n`).join(''));
    assert.ok(
      mostInOneTurn <= EXPORT_SLICE_ROWS,
      `${mostInOneTurn} lines written in one turn of the event loop (a slice is ${EXPORT_SLICE_ROWS})`,
    );
  });

  test('each slice holds as many rows as its pace allows, and every row once', async () => {
    const sizes = [EXPORT_SLICE_ROWS, EXPORT_BUSY_SLICE_ROWS, EXPORT_BUSY_SLICE_ROWS];
    let asked = 0;
    const pace = async () => sizes[Math.min(asked++, sizes.length - 1)];
    const batch = Array.from({ length: 250 }, (_, i) => i);
    const slices: number[] = [];
    let text = '';
    for await (const slice of csvSlices(batch, (row) => `${row}\n`, pace)) {
      slices.push(slice.rows);
      text += slice.text;
    }
    assert.deepEqual(slices, [EXPORT_SLICE_ROWS, EXPORT_BUSY_SLICE_ROWS, EXPORT_BUSY_SLICE_ROWS, 10]);
    assert.equal(text, batch.map((row) => `${row}\n`).join(''));
  });

  describe('an export of several batches', () => {
    let t: TestApp;
    let auth: Record<string, string>;
    const ENTRIES = EXPORT_BATCH_ROWS * 2 + 7;

    before(async () => {
      t = await buildTestApp();
      auth = await signIn(t.app);
      await t.database.query(
        `insert into audit_log (action, target_type, target_uid, details)
         select 'settings.update', 'settings', null, jsonb_build_object('n', g)
           from generate_series(1, $1::int) g`,
        [ENTRIES],
      );
    });
    after(() => t.close());

    test('sends every row once, in order, and audits the count', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/audit?format=csv', headers: auth });
      assert.equal(res.statusCode, 200, res.body);
      const [header, ...lines] = csvRows(res.body);
      const action = header.indexOf('Action');
      const details = header.indexOf('Details');
      const numbers = lines
        .filter((row) => row[action] === 'settings.update')
        .map((row) => (JSON.parse(row[details]) as { n: number }).n);
      // Newest first: the entries were written 1..ENTRIES in one statement, so by id descending.
      assert.deepEqual(
        numbers,
        Array.from({ length: ENTRIES }, (_, i) => ENTRIES - i),
      );
      const [entry] = await t.database.query<{ details: { rows: number; completed: boolean } }>(
        `select details from audit_log where action = 'audit.export' order by id desc limit 1`,
      );
      assert.equal(entry.details.rows, lines.length);
      assert.equal(entry.details.completed, true);
    });

    // A refund waits for the slice written while it is in flight: on a process never idle the slices
    // are a tenth of the size, each after a tenth of the wait, so the export keeps its pace.
    test('on a process never idle, busy slices after shorter waits; full slices once it is quiet', async () => {
      const requests = t.app.interactive as typeof t.app.interactive & {
        received(request: FastifyRequest, gone: (done: () => void) => void): void;
      };
      const pace = givingWayPace(requests);
      assert.equal(await pace(), EXPORT_SLICE_ROWS, 'a quiet process takes a full slice at once');

      let endRefund: () => void = () => undefined;
      requests.received({} as FastifyRequest, (done) => {
        endRefund = done;
      });
      // Lower bounds only: a loaded machine fires timers late, never early.
      let started = performance.now();
      assert.equal(await pace(), EXPORT_BUSY_SLICE_ROWS);
      assert.ok(performance.now() - started >= EXPORT_GIVE_WAY_MS * 0.9, 'it did not give way first');
      const busyWait = (EXPORT_GIVE_WAY_MS * EXPORT_BUSY_SLICE_ROWS) / EXPORT_SLICE_ROWS;
      started = performance.now();
      assert.equal(await pace(), EXPORT_BUSY_SLICE_ROWS);
      assert.ok(performance.now() - started >= busyWait * 0.9, 'a busy slice did not wait its turn');

      endRefund();
      assert.equal(await pace(), EXPORT_SLICE_ROWS, 'quiet again: full slices');
    });

    // The export gives way to the requests admins wait for (a refund beside it): with one held in
    // flight, each of its slices and batches waits EXPORT_GIVE_WAY_MS first; its own request is not
    // one of them, or every export would crawl.
    test('gives way to a request in flight, and never counts as one itself', async () => {
      const requests = t.app.interactive as typeof t.app.interactive & {
        received(request: FastifyRequest, gone: (done: () => void) => void): void;
      };
      let mostInFlight = 0;
      const watch = setInterval(() => {
        mostInFlight = Math.max(mostInFlight, requests.inFlight);
      }, 1);
      const alone = await t.app.inject({ method: 'GET', url: '/api/audit?format=csv', headers: auth });
      clearInterval(watch);
      assert.equal(alone.statusCode, 200);
      assert.equal(mostInFlight, 0, 'the export counted itself as a request an admin waits for');

      let endRefund: () => void = () => undefined;
      requests.received({} as FastifyRequest, (done) => {
        endRefund = done;
      });
      const slices = Math.ceil(ENTRIES / EXPORT_SLICE_ROWS);
      const started = performance.now();
      const beside = await t.app.inject({ method: 'GET', url: '/api/audit?format=csv', headers: auth });
      const took = performance.now() - started;
      endRefund();
      assert.equal(beside.statusCode, 200);
      assert.ok(csvRows(beside.body).length > ENTRIES, 'every row was sent');
      assert.ok(
        took >= (slices - 1) * EXPORT_GIVE_WAY_MS * 0.9,
        `${slices} slices beside a request in flight took ${took.toFixed(0)} ms: they did not give way`,
      );
    });
  });
});
