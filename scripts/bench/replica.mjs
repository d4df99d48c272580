// `pnpm bench -- --replica`: the rows of the read replica. The bench then runs on a PostgreSQL
// primary and streaming standby of its own (initdb and pg_basebackup -R, through the API's test
// helper api/src/test/replica-pair-cli.ts), kept in a folder across runs so that --skip-load reuses
// them: the machine's own server does not stream (no replication line in its pg_hba.conf), and a
// bench must not reconfigure it.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load, pooled } from './load-generator.mjs';
import { ROOT } from '../lib/apps.mjs';

/** Refunds in a closed loop on this many connections: a steady load of writes, not a saturating one. */
export const REFUND_CONNECTIONS = 2;
/**
 * How long the refunds run alone before the export and again after it: their runs pooled are the
 * baseline, so what drifts over the export's minutes (the tables the refunds grow, checkpoints,
 * autovacuum) weighs on both sides of the comparison and is not counted as the export's cost.
 */
const ALONE_MS = 30_000;
/** The most refund p95 may rise beside a million-row export whose reads are on the replica. */
export const REFUND_P95_MAX_RISE = 0.1;

function pairCli(args) {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(
      'pnpm',
      ['--filter', '@telehealth/api', 'exec', 'tsx', 'src/test/replica-pair-cli.ts', ...args],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`replica-pair-cli ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * Starts the bench's primary (on `port`) and standby (on `port + 1`) kept in `dir`, made first if
 * `dir` holds none; answers their server URLs (database `postgres`).
 */
export async function startPair(dir, port) {
  const out = await pairCli(['start', dir, String(port)]);
  standOnItsOwnMachine(path.join(dir, 'standby'));
  const line = out
    .trim()
    .split('\n')
    .filter((text) => text.startsWith('{'))
    .at(-1);
  if (!line) throw new Error(`replica-pair-cli start said nothing usable: ${out}`);
  return JSON.parse(line);
}

/**
 * The standby's server and every backend it starts, at the lowest CPU priority. In production a
 * replica is a machine of its own: the CPU its reads take is not the primary's or the API's. Here
 * it shares the bench's two cores, and at the same priority its reads of a million rows would be
 * measured as the refunds' wait for a core, which no deployment with a replica has.
 */
function standOnItsOwnMachine(dataDir) {
  const postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
  const children = spawnSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).stdout.split('\n');
  const pids = [postmaster, ...children].map((pid) => pid.trim()).filter(Boolean);
  const result = spawnSync('renice', ['-n', '19', '-p', ...pids], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`renice of the standby failed: ${result.stderr}`);
}

export function stopPair(dir) {
  return pairCli(['stop', dir]);
}

/** `serverUrl` (database postgres) with the database `name`. */
export function withDatabase(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits until the API's metrics say its reads go to the replica. */
export async function replicaInUse(metricsUrl) {
  for (let i = 0; i < 600; i++) {
    try {
      const text = await (await fetch(metricsUrl)).text();
      if (/^telehealth_db_replica_in_use 1$/m.test(text)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API never read from the replica (telehealth_db_replica_in_use stayed 0)');
}

/**
 * Unrefunded successful payments to refund, `count` at most, read from the bench's database (its
 * primary's URL): through the list's pages, 200,000 of them took more than ten minutes of deep
 * offsets.
 */
export function refundTargets(databaseUrl, count) {
  const out = spawnSync(
    'psql',
    [
      '-At',
      '-F',
      ',',
      databaseUrl,
      '-c',
      `select uid, collected_amount_cents from transactions
        where refund_id is null and status = 'succeeded' order by id limit ${Number(count)}`,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (out.status !== 0) throw new Error(`reading the payments to refund failed: ${out.stderr}`);
  return out.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [uid, cents] = line.split(',');
      return { uid, amount: Number(cents) / 100 };
    });
}

/**
 * Full refunds of distinct payments (`targets`, from `cursor.next` on) on REFUND_CONNECTIONS
 * connections, for `durationMs` or until `stop()`; never the same payment twice.
 */
export function refundLoad({ baseUrl, token, targets, cursor, durationMs, stop }) {
  const headers = { authorization: `Bearer ${token}`, timezone: 'UTC' };
  return load({
    connections: REFUND_CONNECTIONS,
    durationMs,
    stop: () => cursor.next >= targets.length || (stop?.() ?? false),
    next: () => {
      const target = targets[Math.min(cursor.next++, targets.length - 1)];
      return {
        url: `${baseUrl}/api/payments/refund/${target.uid}`,
        method: 'POST',
        headers,
        body: { type: 'full_refund', amount: target.amount, reason: 'Benchmark refund' },
      };
    },
  });
}

/**
 * Refunds alone for ALONE_MS, beside `work()` until it ends, and alone for ALONE_MS again: the two
 * alone runs pooled (`alone`), each of them, the run beside, and work's answer.
 */
export async function refundsAloneAndBeside(options, work) {
  const before = await refundLoad({ ...options, durationMs: ALONE_MS });
  let done = false;
  const running = work().finally(() => {
    done = true;
  });
  const beside = await refundLoad({ ...options, stop: () => done });
  const worked = await running;
  const after = await refundLoad({ ...options, durationMs: ALONE_MS });
  return { alone: pooled(before, after), before, after, beside, worked };
}

/**
 * A scenario's request (`path`, GET, as the admin of `readerToken`) for `durationMs` on its
 * connections, with refunds beside it.
 */
export async function besideRefunds(options, { path, connections = 10 }, durationMs, readerToken) {
  const headers = { authorization: `Bearer ${readerToken}`, timezone: 'UTC' };
  const request = { url: `${options.baseUrl}${path}`, headers };
  let done = false;
  const reads = load({ connections, durationMs, next: () => request }).finally(() => {
    done = true;
  });
  const refunds = await refundLoad({ ...options, stop: () => done });
  return { reads: await reads, refunds };
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const rise = (beside, alone) => (beside.p95 - alone.p95) / alone.p95;
const percent = (value) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(0)}%`;

/** The report's section: `primary` and `replica` as benchReplica measured them. */
export function replicaSection({ primary, replica, scenarioName, verdict }) {
  const refundRow = (what, readsOn, run, alone) =>
    `| ${what} | ${readsOn} | ${run.requests} refunds: p50 ${ms(run.p50)}, p95 ${ms(run.p95)}${alone ? ` (${percent(rise(run, alone))})` : ''} | ${run.errors} |`;
  const aloneRows = (readsOn, refunds) => [
    refundRow(`refunds alone, ${ALONE_MS / 1000} s before the export`, readsOn, refunds.before),
    refundRow(`refunds alone, ${ALONE_MS / 1000} s after the export`, readsOn, refunds.after),
    refundRow('refunds alone, before and after pooled (the baseline)', readsOn, refunds.alone),
  ];
  const exportCell = (exported) =>
    exported
      ? `${exported.rows.toLocaleString('en-US')} rows in ${exported.seconds.toFixed(1)} s (${exported.rowsPerSecond.toFixed(0)} rows/s)`
      : 'failed';
  const rised = rise(replica.refunds.beside, replica.refunds.alone);
  const totals = replica.totals;
  const lines = [
    '',
    '## Read replica',
    '',
    `The bench's own PostgreSQL primary and a streaming standby of it (\`pg_basebackup -R\`, same machine), the API started again with \`DATABASE_READ_URL\` on the standby. Refunds by a second Owner (an admin's own writes keep their reads on the primary) on ${REFUND_CONNECTIONS} connections in a closed loop, each of a distinct payment: alone for ${ALONE_MS / 1000} s, then beside the export of every successful payment as CSV (one request, read as fast as the client can), then alone for ${ALONE_MS / 1000} s again; then beside "${scenarioName}" on 10 connections. The baseline is the two alone runs pooled, so that what drifts over the export's minutes weighs on both sides. Latencies in ms; in brackets the change of refund p95 from that baseline in the same setting.`,
    '',
    '| What | Reads on | Measured | non-2xx |',
    '| --- | --- | --- | --- |',
    ...aloneRows('primary', primary.refunds),
    refundRow(
      `refunds beside the export (${exportCell(primary.refunds.worked)})`,
      'primary',
      primary.refunds.beside,
      primary.refunds.alone,
    ),
    ...aloneRows('replica', replica.refunds),
    refundRow(
      `refunds beside the export (${exportCell(replica.refunds.worked)})`,
      'replica',
      replica.refunds.beside,
      replica.refunds.alone,
    ),
    `| ${scenarioName}, beside refunds | replica | p50 ${ms(totals.reads.p50)}, p95 ${ms(totals.reads.p95)}, ${totals.reads.rps.toFixed(0)} req/s | ${totals.reads.errors} |`,
    refundRow(`refunds beside "${scenarioName}"`, 'replica', totals.refunds, replica.refunds.alone),
    '',
    `Meanwhile the standby answered ${replica.standby.transactions.toLocaleString('en-US')} transactions returning ${replica.standby.rows.toLocaleString('en-US')} rows (its pg_stat_database).`,
    '',
    '| Budget | Measured | |',
    '| --- | --- | --- |',
    `| refund p95 beside a million-row export, reads on the replica, rises at most ${REFUND_P95_MAX_RISE * 100}% | ${percent(rised)} | ${verdict(rised <= REFUND_P95_MAX_RISE && replica.refunds.beside.errors === 0)} |`,
    `| ${scenarioName} on the replica beside refunds, p95 | ${ms(totals.reads.p95)} ms (≤ 50 ms) | ${verdict(totals.reads.p95 <= 50 && totals.reads.errors === 0)} |`,
  ];
  return lines;
}
