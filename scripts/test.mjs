// `pnpm test`: every test of the product: front-end unit and component tests (Jest), API tests on a
// real database (PGlite, or PostgreSQL when DATABASE_URL is set), the mutation check
// (scripts/mutation-check.mjs: the tests still fail when a protection is removed), the browser
// suite (Playwright + Debian's Chromium against the built stack) and the deploy rehearsal
// (`pnpm test:deploy`: the Kubernetes manifests and the compose file run as processes on
// PostgreSQL, driven with Chromium). Prints one total at the end.
//
// Four lanes run side by side: the browser suite (it builds the apps, then drives two browsers, each
// against a server of its own) and then the deploy rehearsal in one; the API tests, the mutation
// check and Jest in one each. Each lane waits on different things (the browsers and their servers;
// the database; spawned servers and timers), so the whole takes about as long as the longest lane
// instead of the sum. Each line printed is prefixed with its suite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './lib/apps.mjs';
import { pnpmCommand } from './lib/run.mjs';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-tests-'));

/** Writes a child's output line by line, each prefixed with its suite's tag. */
function echoLines(stream, target, tag) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) target.write(`${tag} ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${tag} ${pending}\n`);
  });
}

/** Runs a suite, echoing its output, and returns its exit code and everything it printed. */
function runSuite(tag, pnpmArgs, env = {}) {
  const [command, args] = pnpmCommand(pnpmArgs);
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
      });
      echoLines(stream, stream === child.stdout ? process.stdout : process.stderr, `[${tag}]`);
    }
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const suites = [
  {
    name: 'front-end (jest)',
    run: () => runSuite('jest', ['exec', 'jest', '--ci', '--json', `--outputFile=${reportDir}/jest.json`]),
    counts: () => {
      const report = JSON.parse(fs.readFileSync(`${reportDir}/jest.json`, 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    },
    failures: () => {
      const report = JSON.parse(fs.readFileSync(`${reportDir}/jest.json`, 'utf8'));
      return report.testResults.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => ({
            name: `${path.relative(ROOT, file.name)} › ${test.fullName}`,
            detail: test.failureMessages.join('\n'),
          })),
      );
    },
  },
  {
    name: 'api (node:test)',
    run: () => runSuite('api', ['--filter', '@telehealth/api', 'test']),
    counts: (output) => ({
      passed: Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0),
      failed: Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0),
    }),
    failures: (output) =>
      [...output.matchAll(/^\s*not ok \d+ - (.+)$/gm)].map((match) => ({ name: match[1], detail: '' })),
  },
  {
    // Each protection of money and sessions removed in a scratch copy: its tests must fail.
    name: 'mutation check',
    run: () => runSuite('mutants', ['test:mutants']),
    counts: (output) => ({
      passed: Number(/^# mutants killed (\d+)/m.exec(output)?.[1] ?? 0),
      failed: Number(/^# mutants survived (\d+)/m.exec(output)?.[1] ?? 0),
    }),
  },
  {
    name: 'browser (playwright)',
    run: () =>
      runSuite('browser', ['--filter', '@telehealth/e2e', 'test'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright.json`,
      }),
    counts: () => {
      const report = JSON.parse(fs.readFileSync(`${reportDir}/playwright.json`, 'utf8'));
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    },
    failures: () => {
      const report = JSON.parse(fs.readFileSync(`${reportDir}/playwright.json`, 'utf8'));
      const found = [];
      const walk = (suite, titles) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            if (test.status !== 'unexpected') continue;
            const error = test.results.find((result) => result.error)?.error;
            found.push({ name: [...titles, spec.title].join(' › '), detail: error?.message ?? '' });
          }
        }
        for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
      };
      for (const suite of report.suites ?? []) walk(suite, [suite.title]);
      return found;
    },
  },
  {
    // What an operator applies, run as processes and driven with Chromium (docs/operations.md).
    name: 'deploy rehearsal',
    run: () => runSuite('deploy', ['test:deploy']),
    counts: (output) => ({
      passed: Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0),
      failed: Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0),
    }),
    failures: (output) =>
      [...output.matchAll(/^\s*not ok \d+ - (.+)$/gm)].map((match) => ({ name: match[1], detail: '' })),
  },
];

const [jestSuite, apiSuite, mutationSuite, browserSuite, deploySuite] = suites;
// The rehearsal after the browser suite, in its lane: it serves the apps that suite just built.
// Every other suite in a lane of its own: each lane spends much of its time waiting (on the browser,
// on the database, on spawned servers, on timers), so four share the two cores of a CI machine
// better than fewer did, where one lane ran on alone at the end with a core idle.
const lanes = [[browserSuite, deploySuite], [apiSuite], [mutationSuite], [jestSuite]];

/** Runs a suite and reads its counts (a suite that could not even start counts as one failure). */
async function runCounted(suite) {
  const started = Date.now();
  const { code, output } = await suite.run();
  let counts = { passed: 0, failed: 0 };
  try {
    counts = suite.counts(output);
  } catch {
    // No report: the suite could not even start; its exit code says it failed.
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  let failures = [];
  try {
    failures = code === 0 ? [] : (suite.failures?.(output) ?? []);
  } catch {
    // No report to read the names from: the suite's own output above says what went wrong.
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  return { suite, ok: code === 0, counts, failures, seconds };
}

const results = new Map();
await Promise.all(
  lanes.map(async (lane) => {
    for (const suite of lane) results.set(suite, await runCounted(suite));
  }),
);

let passed = 0;
let failed = 0;
const summary = [];
for (const suite of suites) {
  const { ok, counts, seconds } = results.get(suite);
  passed += counts.passed;
  failed += counts.failed;
  summary.push(
    `${ok ? 'ok  ' : 'FAIL'} ${suite.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`,
  );
}

// The failed tests again, by name, at the end: in a long interleaved log (and in a CI page that
// keeps only the tail) they would otherwise be thousands of lines above the total.
for (const suite of suites) {
  for (const { name, detail } of results.get(suite).failures) {
    const excerpt = detail
      .split('\n')
      .filter((line) => !line.includes('node_modules'))
      .slice(0, 12)
      .join('\n');
    console.log(`\nFAILED [${suite.name}] ${name}${excerpt ? `\n${excerpt}` : ''}`);
  }
}

console.log(`\n${summary.join('\n')}`);
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
