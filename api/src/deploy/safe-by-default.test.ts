import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { parse } from 'yaml';
import { buildApp } from '../app.js';
import { type Config, ConfigError, loadConfig, REPO_DIR } from '../config.js';
import { SETUP_LINK_MINUTES } from '../db/bootstrap.js';
import {
  createTestDatabase,
  loginAs,
  TEST_DATA_KEY,
  type TestDatabase,
  unpublishedPassword,
} from '../test/helper.js';

// A deployment as an operator makes it: compose's API settings (its `${VAR:-default}` read with
// nothing set by the operator) and the API image's own environment (NODE_ENV=production).
const compose = parse(readFileSync(path.join(REPO_DIR, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  'x-api-env': Record<string, string>;
  services: Record<string, { ports?: string[]; environment?: Record<string, string> }>;
};
const imageEnv = Object.fromEntries(
  [...readFileSync(path.join(REPO_DIR, 'api/Dockerfile'), 'utf8').matchAll(/^ENV (.+)$/gm)].flatMap(
    ([, line]) => line.split(/\s+/).map((pair) => pair.split('=') as [string, string]),
  ),
);
const interpolated = (value: string, operator: Record<string, string>) =>
  value.replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_, name: string, fallback = '') => operator[name] || fallback);

/** What the API process of `docker compose up` is given, with `operator` as the shell's variables. */
function deployedEnv(operator: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(compose['x-api-env']).map(([name, value]) => [
      name,
      interpolated(String(value), operator),
    ]),
  );
  // The secret file compose mounts holds the key; the test gives the key itself.
  delete env.DATA_KEY_FILE;
  return { ...imageEnv, ...env, DATA_KEY: TEST_DATA_KEY };
}

const README_PASSWORDS = [
  ...readFileSync(path.join(REPO_DIR, 'README.md'), 'utf8').matchAll(/\| [a-z]+@example\.com \| (\S+) \|/g),
].map(([, password]) => password);

describe('deployed as an operator deploys it', () => {
  const opened: TestDatabase[] = [];
  const dirs: string[] = [];
  after(async () => {
    for (const db of opened) await db.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The app on an empty database with `env`, and the log lines its start wrote. */
  async function start(env: NodeJS.ProcessEnv, database?: TestDatabase) {
    const db = database ?? (await createTestDatabase({ migrated: true }));
    if (!database) opened.push(db);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-deployed-'));
    dirs.push(dataDir);
    const config: Config = {
      ...loadConfig(env),
      dataDir,
      databaseUrl: null,
      logLevel: 'warn',
      serveApps: false,
    };
    const lines: string[] = [];
    const app = await buildApp(config, {
      database: db.database,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
    return { app, db, log: lines.map((line) => JSON.parse(line).msg as string), config };
  }

  test('the README lists the demo team’s passwords (what the attacks below try)', () => {
    assert.deepEqual(README_PASSWORDS, [
      'Admin@12345',
      'Operations@12345',
      'Finance@12345',
      'Support@12345',
      'Auditor@12345',
    ]);
  });

  test('compose gives no default password, never turns the demo on, and keeps Mailpit on this machine', () => {
    assert.equal(interpolated(compose['x-api-env'].ADMIN_PASSWORD, {}), '');
    assert.ok(!['1', 'true', 'yes'].includes(String(compose['x-api-env'].SEED_DEMO ?? '').toLowerCase()));
    for (const service of Object.values(compose.services))
      assert.ok(!service.environment?.SEED_DEMO || service.environment.SEED_DEMO === '0');
    assert.deepEqual(compose.services.mailpit.ports, ['127.0.0.1:8025:8025']);
    assert.equal(imageEnv.NODE_ENV, 'production');
  });

  test('a start with compose’s settings has no demo data and no demo administrator; no README password opens it', async () => {
    const { app, db } = await start(deployedEnv());
    const admins = await db.database.query<{ email: string }>('select email from admins');
    assert.deepEqual(admins, [], 'no administrator until the setup link is used');
    const [{ users }] = await db.database.query<{ users: number }>(
      'select count(*)::int as users from users',
    );
    assert.equal(users, 0);
    const [policy] = await db.database.query<{ value: string }>(
      "select value from settings where name = 'second_factor_roles'",
    );
    assert.equal(policy.value, 'owner,finance');
    const emails = [
      'admin@example.com',
      'operations@example.com',
      'finance@example.com',
      'support@example.com',
      'auditor@example.com',
    ];
    for (const [i, email] of emails.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/local/admin',
        payload: { username: email, password: README_PASSWORDS[i] },
        remoteAddress: `192.0.2.${i + 1}`,
      });
      assert.equal(res.statusCode, 400, `${email} / ${README_PASSWORDS[i]}: ${res.body}`);
      assert.equal(res.json().message, 'Invalid email or password');
    }
    await app.close();
  });

  test('the README’s passwords and the Kubernetes placeholder are refused as ADMIN_PASSWORD at start', () => {
    for (const password of [...README_PASSWORDS, 'REPLACE-ME', 'changeme', 'Admin@123456']) {
      assert.throws(
        () => loadConfig(deployedEnv({ ADMIN_PASSWORD: password })),
        (error: Error) =>
          error instanceof ConfigError &&
          /ADMIN_PASSWORD .*written in this product’s repository/.test(error.message),
        password,
      );
    }
    assert.throws(
      () => loadConfig(deployedEnv({ ADMIN_PASSWORD: 'Short-pass1' })),
      /ADMIN_PASSWORD must be at least 12 characters/,
    );
  });

  test('a strong ADMIN_PASSWORD of the operator’s own makes the first Owner, and only that', async () => {
    const password = unpublishedPassword();
    const { app, db } = await start(
      deployedEnv({ ADMIN_PASSWORD: password, ADMIN_EMAIL: 'ops@clinic.example' }),
    );
    const admins = await db.database.query<{ email: string; role: string }>('select email, role from admins');
    assert.deepEqual(admins, [{ email: 'ops@clinic.example', role: 'owner' }]);
    const signedIn = await loginAs(app, 'ops@clinic.example', password).catch((error: Error) => error);
    // The production policy asks the Owner for a second factor: the password opens the enrolment.
    assert.ok(!(signedIn instanceof Error), String(signedIn));
    await app.close();
  });

  test('without a password: a one-time setup link in the log, valid an hour, stored as a hash, working once', async () => {
    const { app, db, log } = await start(deployedEnv());
    const line = log.find((msg) => msg.includes('/accept-invitation#token='));
    assert.ok(line, log.join('\n'));
    const token = /#token=([A-Za-z0-9_-]+)/.exec(line)![1];
    const [row] = await db.database.query<{
      token_hash: string;
      minutes: number;
      role: string;
      email: string;
    }>(
      `select token_hash, role, email, round(extract(epoch from expires_at - now()) / 60)::int as minutes
         from admin_invitations`,
    );
    assert.equal(row.role, 'owner');
    assert.equal(row.email, 'admin@example.com');
    assert.ok(
      row.minutes <= SETUP_LINK_MINUTES && row.minutes >= SETUP_LINK_MINUTES - 1,
      String(row.minutes),
    );
    assert.notEqual(row.token_hash, token);
    const dump = JSON.stringify(await db.database.query('select * from admin_invitations'));
    assert.ok(!dump.includes(token), 'the token itself is not stored');

    const accept = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin-invitations/accept',
        payload: { token, full_name: 'First Owner', password },
      });
    // The first Owner's password keeps the first Owner's rules.
    const weak = await accept('Admin@12345');
    assert.equal(weak.statusCode, 400);
    assert.match(weak.json().message, /written in this product’s repository/);
    assert.equal((await db.database.query('select 1 from admins')).length, 0);
    const accepted = await accept(unpublishedPassword());
    assert.equal(accepted.statusCode, 200, accepted.body);
    const [owner] = await db.database.query<{ role: string }>('select role from admins');
    assert.equal(owner.role, 'owner');
    const again = await accept(unpublishedPassword());
    assert.equal(again.statusCode, 410);
    await app.close();

    // A restart once there is an Owner writes no link.
    const restarted = await start(deployedEnv(), db);
    assert.ok(!restarted.log.some((msg) => msg.includes('accept-invitation')), restarted.log.join('\n'));
    await restarted.app.close();
  });

  test('a restart while the link is open makes no second one; after the hour the old link is dead and a new one is written', async () => {
    const first = await start(deployedEnv());
    const tokenOf = (log: string[]) => /#token=([A-Za-z0-9_-]+)/.exec(log.join('\n'))?.[1];
    const oldToken = tokenOf(first.log);
    assert.ok(oldToken);
    await first.app.close();
    const second = await start(deployedEnv(), first.db);
    assert.equal(tokenOf(second.log), undefined);
    assert.ok(
      second.log.some((msg) => /setup link .* works until/.test(msg)),
      second.log.join('\n'),
    );
    await second.app.close();

    await first.db.database.query("update admin_invitations set expires_at = now() - interval '1 second'");
    const third = await start(deployedEnv(), first.db);
    const newToken = tokenOf(third.log);
    assert.ok(newToken && newToken !== oldToken);
    const old = await third.app.inject({
      method: 'POST',
      url: '/api/admin-invitations/accept',
      payload: { token: oldToken, full_name: 'Late', password: unpublishedPassword() },
    });
    assert.equal(old.statusCode, 410);
    await third.app.close();
  });
});
