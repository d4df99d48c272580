// Runs every src/**/*.test.ts (or those whose path contains one of the arguments) with Node's test
// runner through tsx.
//
// The files run a few to a process, not one each: starting Node and loading the app's modules
// through tsx's loader costs about 3 s a process, which was a quarter of the suite's time on a
// 2-core machine. Each file still runs as a suite of its own (named by its path), its `before` and
// `after` hooks scoped to it, in name order; files are never run side by side.
//
// On PostgreSQL (DATABASE_URL), the tests' apps start on copies of one database the migrations ran
// on once (TEST_TEMPLATE_DATABASE; src/test/helper.ts makes it on first use), not each on an empty
// database it migrates itself; the runner drops it at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Test files a process loads; more saves start-ups, fewer keeps a crashed process's loss small. */
const FILES_PER_PROCESS = 10;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(apiDir, full)] : [];
  });
}

const files = testFiles(path.join(apiDir, 'src')).sort();
const only = process.argv.slice(2);
const selected = only.length ? files.filter((file) => only.some((part) => file.includes(part))) : files;

/** One entry file per process: each of its test files imported inside a suite named by its path. */
function writeEntries(dir) {
  const entries = [];
  for (let start = 0; start < selected.length; start += FILES_PER_PROCESS) {
    const share = selected.slice(start, start + FILES_PER_PROCESS);
    const entry = path.join(dir, `files-${String(entries.length + 1).padStart(2, '0')}.test.mjs`);
    const lines = share.map(
      (file) =>
        `describe(${JSON.stringify(file)}, async () => { await import(${JSON.stringify(pathToFileURL(path.join(apiDir, file)).href)}); });`,
    );
    writeFileSync(entry, `import { describe } from 'node:test';\n${lines.join('\n')}\n`);
    entries.push(entry);
  }
  return entries;
}

/** Drops the run's migrated template database, if one was made. */
async function dropTemplate(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`drop database if exists ${name}_making with (force)`);
  } finally {
    await client.end();
  }
}

const serverUrl = process.env.DATABASE_URL?.trim();
const prefix = /^[a-z_][a-z0-9_]{0,30}$/.test(process.env.TEST_DB_PREFIX ?? '')
  ? process.env.TEST_DB_PREFIX
  : 'api_test_';
const template = serverUrl ? `${prefix}template_${process.pid}` : '';

const entryDir = mkdtempSync(path.join(os.tmpdir(), 'api-tests-'));
const entries = writeEntries(entryDir);
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...entries], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', TEST_TEMPLATE_DATABASE: template },
});
child.on('exit', async (code) => {
  rmSync(entryDir, { recursive: true, force: true });
  if (template)
    await dropTemplate(serverUrl, template).catch((error) =>
      console.error(`could not drop ${template}: ${error.message}`),
    );
  process.exit(code ?? 1);
});
