import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { insertSample } from './test/appointment-samples.js';
import { seedCast } from './test/people-cast.js';
import { bearer, buildTestApp, login, type TestApp } from './test/helper.js';
import {
  envelopeProblem,
  type GeneratedRequest,
  type KnownIds,
  type Operation,
  operationsOf,
  requestFor,
} from './test/openapi-arbitraries.js';

/**
 * The random phase: in the suite, a fixed number of requests from a fixed seed, so every run sends
 * the same ones and takes the same work whatever the machine's speed. FUZZ_SECONDS (`pnpm test:fuzz`)
 * makes it open-ended instead: new random input for that long, from FUZZ_SEED or a fresh seed that
 * is printed, so a problem found can be replayed.
 */
const FUZZ_SECONDS = Number(process.env.FUZZ_SECONDS ?? 0);
const FUZZ_RUNS = 1000;
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? (FUZZ_SECONDS > 0 ? Date.now() % 2 ** 31 : 20_260_419));
const randomPhase: fc.Parameters<unknown> =
  FUZZ_SECONDS > 0
    ? {
        seed: FUZZ_SEED,
        numRuns: Number.MAX_SAFE_INTEGER,
        interruptAfterTimeLimit: FUZZ_SECONDS * 1000,
        markInterruptAsFailure: false,
      }
    : { seed: FUZZ_SEED, numRuns: FUZZ_RUNS };
/** Requests every operation gets before the random phase, half good and half bad. */
const PER_OPERATION = 8;
/** The documentation's own pages are HTML, not API answers. */
// The live-update stream never ends, so it cannot be fuzzed by waiting for answers; its own test
// (modules/live-events) sends it junk and forged tokens.
const isApiOperation = (op: Operation) => !op.path.startsWith('/api/docs') && !op.streams;

/**
 * The property-based fuzz test: every operation of the OpenAPI document the app serves, with
 * generated good and bad input (schema-shaped values, values that once reached PostgreSQL and failed
 * there, any code units, percent-encodings no decoder accepts), first a few for each operation and then at random (a fixed,
 * seeded set; open-ended with FUZZ_SECONDS). It fails on any 5xx or any answer outside the envelope,
 * listing them.
 */
describe('the API under generated input', () => {
  let t: TestApp;
  let known: KnownIds;
  let token = '';

  before(async () => {
    t = await buildTestApp();
    await insertSample(t.app);
    await seedCast(t.app);
    await t.database.query(
      "insert into enquiries (user_id, subject, message) values (null, 'Billing', 'Hello'), (null, 'Login', 'Help')",
    );
    const uids = await t.database.query<{ uid: string }>(
      `select uid::text from users union all select uid::text from transactions
       union all select uid::text from appointments union all select uid::text from specialities
       union all select uid::text from services union all select uid::text from board_certifications`,
    );
    const ids = await t.database.query<{ id: string }>(
      'select id::text from enquiries union all select id::text from calls',
    );
    known = { uids: uids.map((row) => row.uid), ids: ['1', '0', ...ids.map((row) => row.id)] };
    token = (await login(t.app)).token;
  });
  after(() => t.close());

  const randomInput = FUZZ_SECONDS > 0 ? `${FUZZ_SECONDS} s of random input` : `${FUZZ_RUNS} random requests`;
  test(`every operation of the OpenAPI document answers in the envelope and never 5xx (${randomInput}, seed ${FUZZ_SEED})`, async () => {
    const operations = operationsOf(t.app.swagger() as never).filter(isApiOperation);
    assert.ok(operations.length >= 60, `${operations.length} operations`);
    const problems = new Map<string, { problem: string; request: GeneratedRequest; body: string }>();
    const seen = new Set<string>();
    let requests = 0;

    const send = async (request: GeneratedRequest) => {
      const headers = request.withSession ? { ...request.headers, ...bearer(token) } : request.headers;
      let res = await t.app.inject({
        method: request.operation.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      requests++;
      // Logged out by a generated request (POST /auth/logout): a new session, and the request again.
      if (res.statusCode === 401 && request.withSession) {
        token = (await login(t.app)).token;
        res = await t.app.inject({
          method: request.operation.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...bearer(token) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        requests++;
      }
      seen.add(`${request.operation.method} ${request.operation.path}`);
      const problem = envelopeProblem(
        res.statusCode,
        res.headers['content-type'] as string | undefined,
        res.body,
      );
      if (problem) {
        const key = `${request.operation.method} ${request.operation.path}: ${problem}`;
        if (!problems.has(key)) problems.set(key, { problem, request, body: res.body.slice(0, 300) });
      }
      return true;
    };

    const started = Date.now();
    // Every operation, a few times each (the same inputs on every run: seeded).
    for (const [i, operation] of operations.entries()) {
      for (const request of fc.sample(requestFor(operation, known), {
        numRuns: PER_OPERATION,
        seed: 19_000 + i,
      })) {
        await send(request);
      }
    }
    const covered = seen.size;
    // Then operations and inputs at random.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations).chain((operation) => requestFor(operation, known)),
        send,
      ),
      randomPhase as fc.Parameters<[GeneratedRequest]>,
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `fuzz: ${requests} requests to ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${FUZZ_SEED}), ${problems.size} problems`,
    );
    assert.equal(covered, operations.length, 'every operation was tried');
    assert.deepEqual(
      [...problems.entries()].slice(0, 20).map(([key, found]) => ({
        key,
        url: found.request.url.slice(0, 200),
        payload: found.request.payload?.slice(0, 200),
        body: found.body,
      })),
      [],
    );
  });
});
