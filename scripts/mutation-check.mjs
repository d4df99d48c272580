// `pnpm test:mutants` (also run by `pnpm test`): proves the tests still guard money and sessions.
// For each mutant of scripts/mutation/mutants.json, a scratch copy of api/ (its node_modules linked,
// not copied) gets that one protection removed, and the named test file runs against it: it must
// FAIL. A mutant whose tests pass (they stopped guarding), or whose text is no longer found (the
// code moved: update the data file), fails the check. Only the named test file runs per mutant
// (and only its matching tests when `tests` is given), so the whole check takes a few minutes.
//
//   node scripts/mutation-check.mjs            every mutant
//   node scripts/mutation-check.mjs refund     only the mutants whose name holds "refund"
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './lib/apps.mjs';

const DATA = path.join(ROOT, 'scripts/mutation/mutants.json');
/** A mutant's test file that has not finished by then counts as surviving (it hung). */
const PER_MUTANT_TIMEOUT_MS = 5 * 60_000;

const { mutants: all } = JSON.parse(fs.readFileSync(DATA, 'utf8'));
const only = process.argv.slice(2);
const mutants = only.length ? all.filter((m) => only.some((part) => m.name.includes(part))) : all;

const count = (text, part) => text.split(part).length - 1;

/** Every mutant's text must be found exactly once before anything runs. */
const missing = [];
for (const mutant of mutants) {
  const file = path.join(ROOT, mutant.file);
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const found = count(source, mutant.find);
  if (found !== 1) missing.push(`${mutant.name}: ${mutant.file} holds its text ${found} times, not once`);
  if (!fs.existsSync(path.join(ROOT, mutant.test)))
    missing.push(`${mutant.name}: no test file ${mutant.test}`);
}

/** api/ copied into a temp folder, beside the base tsconfig it extends, node_modules linked. */
function scratchCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-mutants-'));
  fs.copyFileSync(path.join(ROOT, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
  const skip = new Set(['node_modules', 'dist', '.data']);
  fs.cpSync(path.join(ROOT, 'api'), path.join(dir, 'api'), {
    recursive: true,
    filter: (source) => !skip.has(path.basename(source)),
  });
  fs.symlinkSync(path.join(ROOT, 'api/node_modules'), path.join(dir, 'api/node_modules'), 'dir');
  return dir;
}

/** Runs one test file in the scratch copy; resolves its exit code, failed-test count and output. */
function runTests(dir, mutant) {
  const args = ['--import', 'tsx', '--test', '--test-concurrency=1'];
  if (mutant.tests) args.push(`--test-name-pattern=${mutant.tests}`);
  args.push(path.relative('api', mutant.test));
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, args, {
      cwd: path.join(dir, 'api'),
      env: { ...process.env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const timer = setTimeout(() => {
      output += '\n(timed out)';
      process.kill(-child.pid, 'SIGKILL');
    }, PER_MUTANT_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({
        code,
        failed: Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0),
        passed: Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0),
        // A test inside the file failed (an indented `not ok`), not the file itself failing to load.
        testsFailed: /^\s+not ok \d+ - /m.test(output),
        output,
      });
    });
  });
}

/** The failing tests' names and their assertion messages, from the TAP output. */
function failureLines(output) {
  const lines = output.split('\n');
  return lines
    .flatMap((line, i) => {
      if (/^\s*not ok \d+ - /.test(line)) return [line];
      if (/^\s*error: \|-$/.test(line)) return lines.slice(i + 1, i + 3);
      return [];
    })
    .map((line) => `    ${line.trim()}`)
    .join('\n');
}

const started = Date.now();
let killed = 0;
const survivors = [];
if (missing.length === 0) {
  const dir = scratchCopy();
  try {
    for (const mutant of mutants) {
      // A mutant whose test needs a server this machine lacks (e.g. two processes on PostgreSQL).
      if (mutant.requires && !process.env[mutant.requires]) {
        console.log(`skipped  ${mutant.name} (its test needs ${mutant.requires})`);
        continue;
      }
      const file = path.join(dir, mutant.file);
      const original = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(
        file,
        original.replace(mutant.find, () => mutant.replace),
      );
      const t0 = Date.now();
      const result = await runTests(dir, mutant);
      fs.writeFileSync(file, original);
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      // Killed: at least one test failed on an assertion (the file ran: some tests passed or failed,
      // and the run ended in failure), not merely a file that could not load.
      if (result.code !== 0 && result.testsFailed) {
        killed += 1;
        console.log(`killed   ${mutant.name} (${result.failed} failing, ${seconds} s)`);
        if (process.env.MUTATION_VERBOSE) console.log(failureLines(result.output));
      } else {
        survivors.push(mutant.name);
        console.log(`SURVIVED ${mutant.name} (${result.passed} passing, ${seconds} s)`);
        console.log(result.output.split('\n').slice(-40).join('\n'));
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const line of missing) console.log(`NOT FOUND ${line}`);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`# mutants killed ${killed}`);
console.log(`# mutants survived ${survivors.length + missing.length}`);
console.log(`mutation check: ${killed} of ${mutants.length} mutants killed in ${seconds} s`);
process.exit(survivors.length || missing.length ? 1 : 0);
