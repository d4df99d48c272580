// `pnpm bench`: loads the marketplace-scale data set, drives the API and the front end, and writes
// docs/benchmarks.md. Against PostgreSQL when DATABASE_URL is set (a database named
// telehealth_bench is made on that server), else an embedded PGlite in a temp folder.
//   pnpm bench                    full scale (10k doctors, 100k patients, 1M appointments/payments)
//   pnpm bench -- --small         a tenth of that, to try the script
//   --skip-load  reuse the data set of the previous run      --skip-build  use the built apps
//   --skip-frontend               --duration <seconds per API row, default 10>
//   --only <text>  only the API rows whose name contains the text ("refund" for the refund run;
//                  several texts joined by "|": the rows holding any): a probe while profiling,
//                  printed and not written to docs/benchmarks.md
//   --frontend-only  only the front end's rows, printed and not written to docs/benchmarks.md: no
//                  load and no API rows; the server is started on a fresh demo database (PGlite;
//                  with DATABASE_URL, the telehealth_bench database of a previous run)
//   --url <base>   with --frontend-only: measure a server already running (`pnpm start`'s
//                  http://localhost:8080) instead of starting one; nothing is built
//   --no-lighthouse  leave out the Lighthouse runs (about a minute)
//   --db-name <name>  the PostgreSQL database to load and measure (default telehealth_bench)
//   --port <port>     the API's port (default 18300)
//   --replica         also the read replica's rows (scripts/bench/replica.mjs): the whole bench then
//                     runs on a PostgreSQL primary and streaming standby of its own (made on first use
//                     in <tmp>/telehealth-bench-replica, ports --replica-port and the next, default
//                     5442), DATABASE_URL unused; needs PostgreSQL's server programs (initdb, pg_ctl,
//                     pg_basebackup)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiScenarios, BULK_ENQUIRIES } from './bench/api-scenarios.mjs';
import { measureFrontend } from './bench/frontend.mjs';
import { load } from './bench/load-generator.mjs';
import { frontendSection, verdict, withSummary, writeReport } from './bench/report.mjs';
import {
  besideRefunds,
  refundsAloneAndBeside,
  refundTargets,
  replicaInUse,
  replicaSection,
  startPair,
  stopPair,
  withDatabase,
} from './bench/replica.mjs';
import { REMOTES, ROOT } from './lib/apps.mjs';
import { runPnpm } from './lib/run.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const small = flag('small');
const only = option('only', null);
/** Whether --only picks the row (or run) of this name: any of its "|"-joined texts is in the name. */
const picked = (name) => !only || only.split('|').some((text) => name.includes(text));
const frontendOnly = flag('frontend-only');
const externalUrl = frontendOnly ? option('url', null) : null;
const scale = small
  ? { doctors: 1000, patients: 10000, appointments: 100000 }
  : { doctors: 10000, patients: 100000, appointments: 1000000 };
const durationMs = Number(option('duration', '10')) * 1000;
const port = Number(option('port', '18300'));
const baseUrl = externalUrl?.replace(/\/+$/, '') ?? `http://127.0.0.1:${port}`;
const admin = { email: 'admin@example.com', password: 'Admin@12345' };
const replica = flag('replica');
if (replica && frontendOnly) throw new Error('--replica measures the API: not with --frontend-only');
const replicaPort = Number(option('replica-port', '5442'));
const replicaDir = path.join(os.tmpdir(), 'telehealth-bench-replica');
/** The bench's own primary and standby (--replica): their server URLs. */
const pair = replica ? await startPair(replicaDir, replicaPort) : null;
/** The second Owner whose refunds run beside the first one's reads in the replica's rows. */
const REFUND_DESK = 'refund-desk@example.com';
let pairStopped = false;
// However the run ends (a failed load or build too), the pair stops; its folder stays for --skip-load.
process.on('exit', () => {
  if (pair && !pairStopped) {
    spawnSync(
      'pnpm',
      ['--filter', '@telehealth/api', 'exec', 'tsx', 'src/test/replica-pair-cli.ts', 'stop', replicaDir],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
  }
});

// The bench's admin signs in with a password alone, as on the demo data: no role must have a second
// factor on the database it makes (a second step would be timed as part of every sign-in row).
const NO_SECOND_FACTOR = { SECOND_FACTOR_ROLES: '' };

function databaseEnv() {
  const given = pair ? pair.primary : process.env.DATABASE_URL;
  if (given) {
    const url = new URL(given);
    const serverUrl = new URL(url);
    serverUrl.pathname = '/postgres';
    const dbName = option('db-name', 'telehealth_bench');
    if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error('--db-name must be a plain lower-case name');
    url.pathname = `/${dbName}`;
    return {
      label: pair
        ? `PostgreSQL (${url.host}, the bench's own, with a streaming standby)`
        : `PostgreSQL (${url.host})`,
      env: { DATABASE_URL: url.toString(), ...NO_SECOND_FACTOR },
      serverUrl: serverUrl.toString(),
      dbName,
    };
  }
  // --frontend-only: the demo data the server puts into an empty database, as `pnpm start` does.
  const dataDir = path.join(os.tmpdir(), frontendOnly ? 'telehealth-bench-demo' : 'telehealth-bench-data');
  return {
    label: 'PGlite (embedded)',
    env: { DATABASE_URL: '', DATA_DIR: dataDir, ...NO_SECOND_FACTOR },
    dataDir,
  };
}

function exec(command, commandArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited ${code}`)),
    );
  });
}

async function freshDatabase(db) {
  if (db.dataDir) {
    await exec('rm', ['-rf', db.dataDir]);
    return;
  }
  const psql = (sql) => exec('psql', ['-q', db.serverUrl, '-c', sql]);
  await psql(`DROP DATABASE IF EXISTS ${db.dbName} WITH (FORCE)`);
  await psql(`CREATE DATABASE ${db.dbName}`);
}

async function timed(step) {
  const t0 = performance.now();
  await step();
  return (performance.now() - t0) / 1000;
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the API did not come up');
}

async function signIn(email = admin.email) {
  const response = await fetch(`${baseUrl}/api/auth/local/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: admin.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()).data.token;
}

async function getData(token, pathAndQuery) {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    headers: { authorization: `Bearer ${token}`, timezone: 'UTC' },
  });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** Ids and values the scenarios need, looked up from the loaded data. */
async function lookUpContext(token) {
  const appts = await getData(
    token,
    '/api/user/appointments?limit=1&populate=%5B%22user%22%2C%22doctor%22%5D',
  );
  const payments = await getData(
    token,
    `/api/user/payments?where=${encodeURIComponent('{"status":"succeeded"}')}&limit=1`,
  );
  const doctors = await getData(token, '/api/doctor?limit=1');
  const enquiries = await getData(
    token,
    `/api/enquiry?sort=${encodeURIComponent('[{"id":"ASC"}]')}&limit=100`,
  );
  const patients = await getData(token, `/api/user?where=${encodeURIComponent('{"role_id":2}')}&limit=1`);
  // A patient whose record administrators have opened (the audit row reads their history). Without
  // one the row would time a lookup that matches nothing: the bench refuses to run instead.
  const reads = await getData(
    token,
    `/api/audit?where=${encodeURIComponent('{"action":"patient.read"}')}&limit=1`,
  );
  const patientUid = reads.entries[0]?.target_uid;
  if (!patientUid)
    throw new Error(
      'no patient.read entry in the audit log: "a patient\'s record reads" would match nothing',
    );
  // The newest payment: the export's warm-up reads the 30 days before it, which therefore hold data.
  const newest = await getData(
    token,
    `/api/user/payments?where=${encodeURIComponent('{"status":"succeeded"}')}&sort=${encodeURIComponent('[{"created_at":"DESC"}]')}&limit=1`,
  );
  const appointment = appts.appointments[0];
  const doctor = doctors.doctors[0];
  const me = await getData(token, '/api/user/me');
  return {
    adminUid: me.user.uid,
    patientUid,
    newestPaymentAt: newest.appointments[0]?.created_at,
    enquiryIds: enquiries.enquiries.map((enquiry) => enquiry.id),
    appointmentsLastOffset: Math.max(0, appts.count - 20),
    paymentsLastOffset: Math.max(0, payments.count - 20),
    apptId: String(appointment.appt_id ?? appointment.id),
    appointmentUid: appointment.uid,
    someDay: String(appointment.date_utc ?? appointment.service_at_date),
    doctorId: appointment.doctor_id ?? appointment.doctor?.id ?? appointment.doctor?.uid,
    doctorUid: doctor.uid,
    doctorSearch: String(doctor.full_name).split(' ').pop().slice(0, 5),
    patientSearch: String(patients.users[0]?.full_name ?? 'john')
      .split(' ')[0]
      .slice(0, 4),
  };
}

async function benchApi(token, ctx) {
  const rows = [];
  const headers = { authorization: `Bearer ${token}`, timezone: 'UTC' };
  const scenarios = apiScenarios(ctx);
  if (!scenarios.some((s) => s.name === BULK_ENQUIRIES))
    notes.push(`No row "${BULK_ENQUIRIES}": the data set has fewer than 100 enquiries.`);
  for (const scenario of scenarios.filter((s) => picked(s.name))) {
    const url = `${baseUrl}${scenario.path}`;
    if (scenario.mustMatch) {
      const answer = await getData(token, scenario.path);
      if (!(answer.count > 0))
        throw new Error(`"${scenario.name}" matches nothing in this data set: it would time an empty lookup`);
    }
    const requests = (scenario.bodies ?? [undefined]).map((body) => ({
      url,
      headers,
      method: scenario.method,
      body,
    }));
    let sent = 0;
    const next = () => requests[sent++ % requests.length];
    const connections = scenario.connections;
    await load({ next, durationMs: 2000, connections });
    const result = await load({ next, durationMs, connections });
    rows.push({ ...scenario, ...result });
    console.log(
      `${scenario.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.rps.toFixed(0)} req/s, ${result.errors} non-2xx`,
    );
  }
  return rows;
}

/** The resident memory of a process (Linux /proc), in bytes; null elsewhere. */
function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const EXPORT_BENCH = { name: 'export, every payment as CSV', minRowsPerSecond: 50_000, maxGrowthMb: 100 };

/**
 * Every successful payment as CSV, as the Export button asks for it, read as fast as the
 * client can; rows a second, and how far the API process's resident memory rose above where it
 * was before (sampled every 50 ms).
 */
async function benchExport(token, pid, ctx) {
  const headers = { authorization: `Bearer ${token}`, timezone: 'UTC' };
  // Warm-up, as every row has one: the 30 days before the newest payment, so the first export's
  // one-time costs (code compiled, the heap grown to its working size) are not counted as the
  // export's memory. A warm-up that exported no row warmed nothing: the bench refuses to go on.
  if (!ctx.newestPaymentAt) throw new Error('export warm-up: the data set has no successful payment');
  const month = new Date(new Date(ctx.newestPaymentAt).getTime() - 30 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const warmUp = encodeURIComponent(JSON.stringify({ status: 'succeeded', created_at: { '>=': month } }));
  const warm = await fetch(`${baseUrl}/api/user/payments?where=${warmUp}&format=csv`, { headers });
  if (!warm.ok) throw new Error(`export warm-up: ${warm.status}`);
  let warmLines = 0;
  for await (const chunk of warm.body) for (const byte of chunk) if (byte === 10) warmLines++;
  if (warmLines < 2) throw new Error(`export warm-up: no payment since ${month}, nothing was warmed`);
  const where = encodeURIComponent(JSON.stringify({ status: 'succeeded' }));
  const before = pid ? residentBytes(pid) : null;
  let peak = before ?? 0;
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    if (now !== null && now > peak) peak = now;
  }, 50);
  const t0 = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/user/payments?where=${where}&format=csv`, { headers });
    if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
    const seconds = (performance.now() - t0) / 1000;
    const rows = Math.max(lines - 1, 0);
    return {
      rows,
      seconds,
      megabytes: bytes / 2 ** 20,
      rowsPerSecond: rows / seconds,
      memoryGrowthMb: before === null ? null : (peak - before) / 2 ** 20,
    };
  } finally {
    clearInterval(timer);
  }
}

/** Refunds distinct unrefunded payments in full, 10 at a time. */
async function benchRefund(token, count = 1000) {
  const where = encodeURIComponent(JSON.stringify({ refund_id: null, status: 'succeeded' }));
  const payments = [];
  for (let offset = 0; payments.length < count; offset += 500) {
    const page = await getData(token, `/api/user/payments?where=${where}&offset=${offset}&limit=500`);
    const rows = page.appointments ?? page.payments ?? [];
    if (rows.length === 0) break;
    payments.push(...rows);
  }
  const headers = { authorization: `Bearer ${token}`, timezone: 'UTC' };
  const total = Math.min(count, payments.length);
  return load({
    requests: total,
    next: (i) => {
      const payment = payments[i % payments.length];
      const amount = Number(payment.collected_amount ?? payment.amount ?? payment.total_amount ?? 0);
      return {
        url: `${baseUrl}/api/payments/refund/${payment.id ?? payment.uid}`,
        method: 'POST',
        headers,
        body: { type: 'full_refund', amount, reason: 'Benchmark refund' },
      };
    },
  });
}

const db = databaseEnv();
const notes = [];
let loadSeconds = null;
if (frontendOnly && db.dataDir && !externalUrl) await freshDatabase(db);
if (!flag('skip-load') && !frontendOnly) {
  await freshDatabase(db);
  console.log(`Loading ${JSON.stringify(scale)} into ${db.label} ...`);
  loadSeconds = await timed(() =>
    runPnpm(
      [
        '--filter',
        '@telehealth/api',
        'seed',
        '--',
        '--doctors',
        String(scale.doctors),
        '--patients',
        String(scale.patients),
        '--appointments',
        String(scale.appointments),
      ],
      { env: { ...process.env, ...db.env } },
    ).then((code) => {
      if (code !== 0) throw new Error('loading the data set failed');
    }),
  );
  console.log(`Loaded in ${loadSeconds.toFixed(0)} s`);
}

let buildSeconds = null;
if (!flag('skip-build') && !externalUrl) {
  await exec('rm', ['-rf', ...['host', ...REMOTES.map((remote) => remote.dir)].map((a) => `${a}/dist`)]);
  buildSeconds = await timed(() =>
    runPnpm(['build:apps']).then((code) => {
      if (code !== 0) throw new Error('the build failed');
    }),
  );
  await runPnpm(['--filter', '@telehealth/api', 'build']);
}

function startServer(extraEnv = {}) {
  return spawn('node', ['api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...db.env,
      PORT: String(port),
      SERVE_APPS: '1',
      APPS_DIR: ROOT,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // --frontend-only measures the demo, as `pnpm start` serves it; a loaded database is left as it is.
      SEED_DEMO: '1',
      ...extraEnv,
    },
  });
}

async function benchFrontendOnly() {
  await waitForHealth();
  const frontend = await measureFrontend({ baseUrl, ...admin, lighthouse: !flag('no-lighthouse') });
  console.log(`\nFront end against ${externalUrl ?? db.label}:\n`);
  console.log(withSummary(frontendSection(frontend)).join('\n'));
}

let server = externalUrl ? null : startServer();
try {
  if (frontendOnly) {
    await benchFrontendOnly();
  } else {
    await benchAll();
  }
} finally {
  await stopServer();
  if (pair) {
    await stopPair(replicaDir);
    pairStopped = true;
  }
}

/** Stops the API server and waits until it has exited. */
async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

/** What the standby has answered for the bench's database so far (pg_stat_database). */
function standbyWork() {
  const out = spawnSync(
    'psql',
    [
      '-At',
      withDatabase(pair.standby, db.dbName),
      '-c',
      'select xact_commit, tup_returned from pg_stat_database where datname = current_database()',
    ],
    { encoding: 'utf8' },
  );
  const [transactions, rows] = out.stdout.trim().split('|').map(Number);
  return { transactions, rows };
}

/** Refunds with a million-row export beside them, and a month with its totals, reads on the primary then on the standby. */
async function benchReplica(ctx) {
  const scenario = apiScenarios(ctx).find((s) => s.name === 'payments, a month with its totals');
  // The refunds are another Owner's (same password): an admin's own writes pin their reads to the
  // primary (read-your-writes), so one admin refunding and exporting would read nothing from the standby.
  await exec('psql', [
    '-q',
    withDatabase(pair.primary, db.dbName),
    '-c',
    `insert into admins (email, full_name, password_hash, role)
       select '${REFUND_DESK}', 'Refund Desk', password_hash, 'owner' from admins where email = '${admin.email}'
     on conflict do nothing`,
  ]);
  let token = await signIn();
  let refunder = await signIn(REFUND_DESK);
  // Enough distinct payments for every refund run (150-200 a second on two connections) for as
  // long as the exports beside them last: an export gives way to the refunds, and at full scale
  // under refunds that never stop it takes about 500 s (2,000 rows a second) in each of the two
  // runs, with a minute alone around each and the month's run after them.
  const wanted = small ? 80_000 : 400_000;
  const targets = refundTargets(withDatabase(pair.primary, db.dbName), wanted);
  // Each run refunds its targets for good: a run short of them measures refunds that never ran.
  if (targets.length < wanted) {
    throw new Error(
      `only ${targets.length} unrefunded payments are left of the ${wanted} the read replica's run needs: load the data set again (without --skip-load)`,
    );
  }
  const cursor = { next: 0 };
  const options = () => ({ baseUrl, token: refunder, targets, cursor });
  console.log('read replica: refunds alone and beside the export, reads on the primary ...');
  const primary = {
    refunds: await refundsAloneAndBeside(options(), () => benchExport(token, server?.pid, ctx)),
  };

  await stopServer();
  const metricsPort = port + 50;
  server = startServer({
    DATABASE_READ_URL: withDatabase(pair.standby, db.dbName),
    METRICS_PORT: String(metricsPort),
  });
  await waitForHealth();
  await replicaInUse(`http://127.0.0.1:${metricsPort}/metrics`);
  token = await signIn();
  refunder = await signIn(REFUND_DESK);
  console.log('read replica: refunds alone and beside the export, reads on the standby ...');
  const before = standbyWork();
  const onReplica = {
    refunds: await refundsAloneAndBeside(options(), () => benchExport(token, server?.pid, ctx)),
    totals: await besideRefunds(options(), scenario, durationMs, token),
  };
  const after = standbyWork();
  onReplica.standby = {
    transactions: after.transactions - before.transactions,
    rows: after.rows - before.rows,
  };
  for (const [label, run] of [
    ['primary', primary.refunds],
    ['replica', onReplica.refunds],
  ]) {
    console.log(
      `refunds (${label} reads): alone p95 ${run.alone.p95.toFixed(1)} ms, beside the export p95 ${run.beside.p95.toFixed(1)} ms`,
    );
  }
  console.log(
    `the standby answered ${onReplica.standby.transactions} transactions returning ${onReplica.standby.rows} rows meanwhile`,
  );
  console.log(
    `${scenario.name} on the replica beside refunds: p95 ${onReplica.totals.reads.p95.toFixed(1)} ms (refunds p95 ${onReplica.totals.refunds.p95.toFixed(1)} ms)`,
  );
  return { primary, replica: onReplica, scenarioName: scenario.name };
}

async function benchAll() {
  await waitForHealth();
  const token = await signIn();
  const ctx = await lookUpContext(token);
  const api = await benchApi(token, ctx);
  const refund =
    only && !picked('refund')
      ? null
      : await benchRefund(await signIn()).catch((error) => {
          notes.push(`The refund run failed: ${error.message}`);
          return null;
        });
  if (refund) console.log(`refund: p50 ${refund.p50.toFixed(1)} ms, p95 ${refund.p95.toFixed(1)} ms`);
  const exported =
    only && !picked(EXPORT_BENCH.name)
      ? null
      : await benchExport(await signIn(), server?.pid, ctx).catch((error) => {
          notes.push(`The export run failed: ${error.message}`);
          return null;
        });
  if (exported) {
    console.log(
      `${EXPORT_BENCH.name}: ${exported.rows} rows (${exported.megabytes.toFixed(0)} MB) in ${exported.seconds.toFixed(1)} s, ` +
        `${exported.rowsPerSecond.toFixed(0)} rows/s, API memory +${exported.memoryGrowthMb?.toFixed(0) ?? '?'} MB`,
    );
  }
  if (only) {
    // A probe: printed, not written.
    if (replica && picked('read replica')) {
      console.log(replicaSection({ ...(await benchReplica(ctx)), verdict }).join('\n'));
    }
    return;
  }
  const frontend = flag('skip-frontend')
    ? null
    : await measureFrontend({ baseUrl, ...admin, lighthouse: !flag('no-lighthouse') });
  // Last: it starts the server again, reading from the standby.
  const replicaRows = replica
    ? await benchReplica(ctx).catch((error) => {
        notes.push(`The read replica's run failed: ${error.message}`);
        return null;
      })
    : null;
  if (small)
    notes.push('Run with --small: a tenth of the marketplace scale; the budgets are set for the full scale.');
  const file = writeReport({
    database: db.label,
    scale: { ...scale },
    loadSeconds,
    buildSeconds,
    api,
    refund,
    exported,
    replica: replicaRows,
    frontend,
    notes,
  });
  console.log(`Wrote ${file}`);
}
