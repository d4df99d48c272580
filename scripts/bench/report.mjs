// Writes docs/benchmarks.md: one run, replacing the previous one (git keeps the history).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';
import { replicaSection } from './replica.mjs';

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
export const verdict = (ok) => (ok ? 'meets' : '**misses**');

/** "N of M budgets hold", and the rows that miss theirs, read back from the finished tables. */
function budgetSummary(lines) {
  const judged = lines.filter((line) => line.endsWith('| meets |') || line.endsWith('| **misses** |'));
  const missed = judged
    .filter((line) => line.endsWith('| **misses** |'))
    .map((line) => line.split('|')[1].trim());
  return [
    `**${judged.length - missed.length} of ${judged.length} budgets hold.**` +
      (missed.length ? ` Missed: ${missed.join('; ')}. Why, and what was done: docs/performance.md.` : ''),
  ];
}

// The front end's budgets (docs/performance.md): signing in on the page's own clock, Lighthouse's
// score for /login, and each remote's first screen.
export const FRONTEND_BUDGETS = {
  signInJsKb: 200,
  navigationToDashboardMs: 500,
  submitToDashboardMs: 150,
  loginFcpMs: 300,
  lighthouseScore: 0.98,
  coldMs: 500,
  coldRowsMs: 300,
  warmMs: 100,
  warmRowsMs: 100,
};

/** The front end's table and the notes under it. */
export function frontendSection(frontend) {
  const b = FRONTEND_BUDGETS;
  const signIn = frontend.signIn;
  const lh = frontend.lighthouse;
  const lines = [
    '## Front end (headless Chromium, loopback)',
    '',
    '| What | Measured | Budget | |',
    '| --- | --- | --- | --- |',
    `| Sign-in: navigation start to the dashboard rendered, filled and submitted in the first frame, median (slowest) | ${ms(signIn.navigationToDashboardMs)} ms (${ms(signIn.navigationToDashboardSlowestMs)} ms) | ≤ ${b.navigationToDashboardMs} ms | ${verdict(signIn.navigationToDashboardMs <= b.navigationToDashboardMs)} |`,
    `| Sign-in: accepted submit to the dashboard rendered, on a loaded page, median (slowest) | ${ms(signIn.submitToDashboardMs)} ms (${ms(signIn.submitToDashboardSlowestMs)} ms) | ≤ ${b.submitToDashboardMs} ms | ${verdict(signIn.submitToDashboardMs <= b.submitToDashboardMs)} |`,
    `| Sign-in: JavaScript fetched before the dashboard shows, as transferred | ${signIn.jsTransferredKb.toFixed(0)} KB | ≤ ${b.signInJsKb} KB | ${verdict(signIn.jsTransferredKb <= b.signInJsKb)} |`,
    `| Sign-in: all bytes fetched before the dashboard shows, as transferred | ${signIn.transferredKb.toFixed(0)} KB | | |`,
    `| Sign-in: submit in the first frame to the dashboard rendered, median | ${ms(signIn.firstFrameSubmitToDashboardMs)} ms | | |`,
    `| Login page: the form's fields in the page, median | ${ms(signIn.fieldsMs)} ms | | |`,
    `| Login page: first contentful paint, median | ${ms(signIn.fcpMs)} ms | ≤ ${b.loginFcpMs} ms | ${verdict(signIn.fcpMs <= b.loginFcpMs)} |`,
    `| Login page: largest contentful paint, median | ${ms(signIn.lcpMs)} ms | | |`,
  ];
  if (lh) {
    lines.push(
      `| Login page: Lighthouse performance (desktop), median of ${lh.runs} | ${lh.score.toFixed(2)} (${lh.scores.map((x) => x.toFixed(2)).join(', ')}) | ≥ ${b.lighthouseScore} | ${verdict(lh.score >= b.lighthouseScore)} |`,
      `| Lighthouse: FCP, LCP, TBT, CLS, Speed Index | ${ms(lh.fcpMs)} ms, ${ms(lh.lcpMs)} ms, ${ms(lh.tbtMs)} ms, ${lh.cls.toFixed(3)}, ${ms(lh.siMs)} ms | | |`,
    );
  }
  for (const r of frontend.remotes) {
    lines.push(
      `| ${r.remote}: JavaScript of its first page (gzip) | ${r.jsKb.toFixed(0)} KB | | |`,
      `| ${r.remote}: cold first navigation (${r.label}) | ${ms(r.coldMs)} ms | ≤ ${b.coldMs} ms | ${verdict(r.coldMs <= b.coldMs)} |`,
      `| ${r.remote}: cold, until its rows show | ${ms(r.coldRowsMs)} ms | ≤ ${b.coldRowsMs} ms | ${verdict(r.coldRowsMs <= b.coldRowsMs)} |`,
      `| ${r.remote}: warm navigation, median (slowest) | ${ms(r.warmMs)} ms (${ms(r.warmSlowestMs)} ms) | ≤ ${b.warmMs} ms | ${verdict(r.warmMs <= b.warmMs)} |`,
      `| ${r.remote}: warm, cached rows show, median | ${ms(r.warmRowsMs)} ms | ≤ ${b.warmRowsMs} ms | ${verdict(r.warmRowsMs <= b.warmRowsMs)} |`,
      `| ${r.remote}: warm, rows of the API's fresh answer show, median | ${ms(r.warmAnswerMs)} ms | ≤ ${b.warmRowsMs} ms | ${verdict(r.warmAnswerMs <= b.warmRowsMs)} |`,
    );
  }
  lines.push(
    '',
    `Sign-in is timed ${signIn.runs} times each way, each in a fresh browser context (nothing cached), on the page's own clock`,
    'from navigation start, with the filling and the submit done in the page (what a password manager then Enter does):',
    'either in the first frame that has the password field (login.html paints the form before the app runs, and its own',
    'small script signs in), or once the app has taken the page over and gone idle ("accepted submit": the front end\'s own',
    'time from Enter). "Dashboard rendered" is the frame after the one where the title reads Dashboard with its six figures',
    '(two animation frames, so it is painted). Bytes as transferred are what went over the wire (brotli where the browser',
    'accepts it) until then. Lighthouse runs its desktop settings (simulated 40 ms round trip, 10 Mbit/s, no CPU slowdown)',
    'on /login.',
    'After sign-in the host preloads each remote in idle time, so a "cold" first navigation into a remote usually finds its',
    "scripts loaded; a remote's JavaScript is its own scripts, however fetched.",
    'A navigation is timed in the page, from the menu click until the screen is painted (the start of the frame after the',
    'one that changed: a double animation frame, so style, layout and paint are counted): "navigation" is the screen shown',
    '(title and table, rows possibly still loading), "until its rows show" the rows in place. A warm visit shows the',
    'previous visit\'s rows from the cache at once ("cached rows") and reads the list again; "rows of the API\'s fresh',
    'answer" waits for that request\'s answer (resource timing) and the frame that paints it.',
    `A warm navigation is the median of ${frontend.warmNavigations} (Dashboard, then the remote's first page), its slowest in brackets.`,
  );
  return lines;
}

/** "N of M budgets hold" for a section printed on its own (`pnpm bench --frontend-only`). */
export function withSummary(lines) {
  return [...budgetSummary(lines), '', ...lines];
}

export function writeReport({
  database,
  scale,
  loadSeconds,
  buildSeconds,
  api,
  refund,
  exported,
  replica,
  frontend,
  notes,
}) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Benchmarks',
    '',
    `Run by \`pnpm bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, on ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, against ${database}.`,
    `Data: ${scale.doctors.toLocaleString('en-US')} doctors, ${scale.patients.toLocaleString('en-US')} patients, ${scale.appointments.toLocaleString('en-US')} appointments and as many payments.`,
    'API: one server process, 10 keep-alive connections over loopback (scripts/bench/load-generator.mjs), 2 s warm-up, then a fixed duration per row; latencies in ms.',
    '',
    '## Loading and building',
    '',
    '| What | Measured | Budget | |',
    '| --- | --- | --- | --- |',
    `| Load the data set | ${loadSeconds === null ? 'skipped' : `${loadSeconds.toFixed(0)} s`} | ≤ 300 s | ${loadSeconds === null ? '' : verdict(loadSeconds <= 300)} |`,
    `| Production build, five apps | ${buildSeconds === null ? 'skipped' : `${buildSeconds.toFixed(0)} s`} | ≤ 60 s | ${buildSeconds === null ? '' : verdict(buildSeconds <= 60)} |`,
    '',
    '## API',
    '',
    '| Request | p50 | p95 | p99 | req/s | non-2xx | Budget (p95) | |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of api) {
    const ok = row.p95 <= row.budgetP95 && (!row.budgetRps || row.rps >= row.budgetRps) && row.errors === 0;
    const budget = `≤ ${row.budgetP95} ms${row.budgetRps ? `, ≥ ${row.budgetRps} req/s` : ''}`;
    lines.push(
      `| ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.rps.toFixed(0)} | ${row.errors} | ${budget} | ${verdict(ok)} |`,
    );
  }
  if (refund) {
    const ok = refund.p95 <= 50 && refund.errors === 0;
    lines.push(
      `| refund (${refund.requests} distinct payments) | ${ms(refund.p50)} | ${ms(refund.p95)} | ${ms(refund.p99)} | ${refund.rps.toFixed(0)} | ${refund.errors} | ≤ 50 ms | ${verdict(ok)} |`,
    );
  }
  if (exported) {
    const ok =
      exported.rowsPerSecond >= 50_000 && exported.memoryGrowthMb !== null && exported.memoryGrowthMb <= 100;
    lines.push(
      '',
      '## Export',
      '',
      '| What | Rows | Time | Rows/s | API memory growth | Budget | |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      `| every payment as CSV (one request) | ${exported.rows.toLocaleString('en-US')} (${exported.megabytes.toFixed(0)} MB) | ${exported.seconds.toFixed(1)} s | ${exported.rowsPerSecond.toFixed(0)} | ${exported.memoryGrowthMb === null ? '-' : `${exported.memoryGrowthMb.toFixed(0)} MB`} | ≥ 50,000 rows/s, ≤ 100 MB | ${verdict(ok)} |`,
    );
  }
  if (replica) lines.push(...replicaSection({ ...replica, verdict }));
  if (frontend) lines.push('', ...frontendSection(frontend));
  if (notes?.length) lines.push('', '## Notes', '', ...notes.map((n) => `- ${n}`));
  lines.splice(5, 0, '', ...budgetSummary(lines));
  const file = path.join(ROOT, 'docs', 'benchmarks.md');
  // The hand-written record of rows whose timing changed (before and after) outlives each run.
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const kept = previous.indexOf(`\n${KEPT_HEADING}\n`);
  if (kept >= 0) lines.push(previous.slice(kept).trimEnd());
  lines.push('');
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}

/** The heading of docs/benchmarks.md's last section, written by hand and kept by every run. */
export const KEPT_HEADING = '## Rows re-timed: before and after';
