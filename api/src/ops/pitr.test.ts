// Point-in-time recovery as docs/operations.md's runbook does it ("PostgreSQL: base backups, WAL
// archiving and point-in-time recovery"), on a scratch PostgreSQL cluster this test starts itself:
// archive_mode on, a base backup, two writes with a moment between them, then a recovery to that
// moment shows the first write and not the second.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import pg from 'pg';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const PORT = Number(process.env.PITR_PORT ?? 5434);
const missing = ['initdb', 'pg_ctl', 'pg_basebackup'].filter((tool) => !existsSync(path.join(BIN, tool)));
/** initdb refuses root: as root, the cluster is the postgres user's. */
const asRoot = process.getuid?.() === 0;

function run(tool: string, args: string[]): string {
  const command = path.join(BIN, tool);
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', stdio: 'pipe' })
    : execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe' });
}

async function query<T extends Record<string, unknown>>(text: string): Promise<T[]> {
  const client = new pg.Client({ host: '127.0.0.1', port: PORT, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('point-in-time recovery on PostgreSQL (the runbook)', () => {
  if (missing.length > 0) {
    console.warn(
      `\n*** SKIPPED: point-in-time recovery needs ${missing.join(', ')} in ${BIN} (Debian: postgresql-15) ***\n`,
    );
    test.skip(`needs ${missing.join(', ')}`);
    return;
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'api-pitr-'));
  const primary = path.join(root, 'primary');
  const archive = path.join(root, 'wal-archive');
  const base = path.join(root, 'base');
  let running: string | null = null;
  const start = (dir: string) => {
    run('pg_ctl', [
      '-D',
      dir,
      '-l',
      path.join(root, `${path.basename(dir)}.log`),
      '-w',
      '-t',
      '120',
      'start',
    ]);
    running = dir;
  };
  const stop = () => {
    if (running) run('pg_ctl', ['-D', running, '-m', 'fast', '-w', 'stop']);
    running = null;
  };
  after(() => {
    try {
      stop();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('recovers to a time between two writes: the first is there, the second is not', async () => {
    mkdirSync(archive);
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      for (const dir of [root, archive]) chownSync(dir, uid, gid);
    }
    run('initdb', ['-D', primary, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    appendFileSync(
      path.join(primary, 'postgresql.conf'),
      [
        `port = ${PORT}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${root}'`,
        'fsync = off',
        // The runbook's settings:
        'wal_level = replica',
        'archive_mode = on',
        `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
        '',
      ].join('\n'),
    );
    start(primary);
    await query('create table drill (note text not null, at timestamptz not null default clock_timestamp())');
    await query("insert into drill (note) values ('before the base backup')");
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(PORT),
      '-U',
      'postgres',
      '-D',
      base,
      '-X',
      'stream',
      '-c',
      'fast',
    ]);

    await query("insert into drill (note) values ('first')");
    const [{ target }] = await query<{ target: string }>(
      "select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as target",
    );
    await query('select pg_sleep(0.2)');
    await query("insert into drill (note) values ('second')");
    // The segment holding both writes goes to the archive.
    const [{ segment }] = await query<{ segment: string }>(
      'select pg_walfile_name(pg_switch_wal()) as segment',
    );
    for (let tries = 0; ; tries++) {
      const [{ archived }] = await query<{ archived: string | null }>(
        'select last_archived_wal as archived from pg_stat_archiver',
      );
      if (archived && archived >= segment) break;
      assert.ok(tries < 300, `segment ${segment} archived`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stop();

    // The runbook's recovery: the base backup, the archive, a target time, recovery.signal.
    appendFileSync(
      path.join(base, 'postgresql.conf'),
      [
        `restore_command = 'cp ${archive}/%f %p'`,
        `recovery_target_time = '${target}'`,
        "recovery_target_action = 'promote'",
        '',
      ].join('\n'),
    );
    writeFileSync(path.join(base, 'recovery.signal'), '');
    if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', base]);
    start(base);
    for (let tries = 0; (await query<{ r: boolean }>('select pg_is_in_recovery() as r'))[0].r; tries++) {
      assert.ok(tries < 300, 'promoted after recovery');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const notes = await query<{ note: string }>('select note from drill order by at');
    assert.deepEqual(
      notes.map((row) => row.note),
      ['before the base backup', 'first'],
    );
  });
});
