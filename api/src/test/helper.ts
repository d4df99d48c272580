import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { createFieldCrypto, type FieldCrypto } from '../lib/crypto.js';
import { createOutbox, type OutboxMail } from '../lib/mail-outbox.js';
import { hashPassword } from '../lib/passwords.js';

export const TEST_ADMIN_EMAIL = 'admin@example.com';
export const TEST_ADMIN_PASSWORD = 'Admin@12345';
/**
 * A strong password written nowhere in the repository (made at run time: a literal would be a
 * published password, which the first Owner's rules refuse).
 */
export const unpublishedPassword = () => `${randomBytes(12).toString('base64url')}-Q7`;
/** A fixed key, so tests can also decrypt what they wrote. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');
/** Field encryption under TEST_DATA_KEY: what the tests decrypt stored values with. */
export const testCrypto: FieldCrypto = createFieldCrypto(Buffer.from(TEST_DATA_KEY, 'base64'));

export interface TestDatabase {
  database: Database;
  /** The new database's postgres:// URL; null on PGlite (in memory). */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh database: in-memory PGlite, or a new uniquely named database on the server DATABASE_URL
 * points at (dropped again by `drop`). Empty, unless `migrated`: then, on a server, a copy of a
 * database the migrations already ran on (made once per run), which the app's own migration finds
 * up to date; on PGlite the app migrates it as usual.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    const database = await openDatabase({ databaseUrl: 'memory://', dataDir: os.tmpdir() });
    return { database, url: null, drop: () => database.close() };
  }
  const template = options.migrated ? await migratedTemplate(serverUrl) : null;
  const { name, url } = await createServerDatabase(serverUrl, template);
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await dropServerDatabase(serverUrl, name);
    },
  };
}

/** A database name for this server's test databases, with an optional per-user prefix. */
function testDatabaseName(suffix: string): string {
  // TEST_DB_PREFIX: for a shared server where each user names their databases (e.g. wt24_).
  const prefix = /^[a-z_][a-z0-9_]{0,30}$/.test(process.env.TEST_DB_PREFIX ?? '')
    ? process.env.TEST_DB_PREFIX
    : 'api_test_';
  return `${prefix}${suffix}`;
}

/** A new database on the server `serverUrl` points at (a copy of `template` if given), and its URL. */
async function createServerDatabase(
  serverUrl: string,
  template: string | null = null,
): Promise<{ name: string; url: URL }> {
  const name = testDatabaseName(randomBytes(6).toString('hex'));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return { name, url: databaseUrl(serverUrl, name) };
}

function databaseUrl(serverUrl: string, name: string): URL {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url;
}

/**
 * The name of a migrated database to copy, made by the first test of the run that asks for one
 * (under an advisory lock, so two processes never both make it). The run's runner names it in
 * TEST_TEMPLATE_DATABASE and drops it at the end; without that name, null (each database migrates).
 */
let templateReady: Promise<string | null> | null = null;
function migratedTemplate(serverUrl: string): Promise<string | null> {
  const name = process.env.TEST_TEMPLATE_DATABASE ?? '';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) return Promise.resolve(null);
  templateReady ??= (async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        // Made under another name and renamed once complete, so a crash never leaves a half one.
        const making = `${name}_making`;
        await admin.query(`drop database if exists ${making} with (force)`);
        await admin.query(`create database ${making}`);
        const database = await openDatabase({
          databaseUrl: databaseUrl(serverUrl, making).toString(),
          dataDir: os.tmpdir(),
        });
        try {
          await migrate(database);
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${making} rename to ${name}`);
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
      await admin.end();
    }
  })();
  return templateReady;
}

async function dropServerDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

/**
 * A database that outlives the processes using it, for tests that run the API as a child process
 * and kill it: PGlite in a data folder (one process at a time may open it), or a new database on
 * the server DATABASE_URL points at. `env` is what the child process needs to use it.
 */
export interface PersistentTestStore {
  dataDir: string;
  env: Record<string, string>;
  kind: 'pglite' | 'postgres';
  /** Opens it in this process; close the result before a child process opens a PGlite folder. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** What a child API process needs to run on `store` as the tests' admin: its database, the data key, the admin. */
export function apiChildEnv(store: PersistentTestStore): Record<string, string> {
  return {
    ...store.env,
    DATA_KEY: TEST_DATA_KEY,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SECOND_FACTOR_ROLES: '',
  };
}

export async function createPersistentTestStore(): Promise<PersistentTestStore> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-store-'));
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    return {
      dataDir,
      kind: 'pglite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ databaseUrl: null, dataDir }),
      async drop() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { name, url } = await createServerDatabase(serverUrl);
  return {
    dataDir,
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir }),
    async drop() {
      await dropServerDatabase(serverUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  return {
    ...loadConfig({}),
    dataDir,
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    serveApps: false,
    dataKey: TEST_DATA_KEY,
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    seedDemo: false,
    // The tests' Owner signs in with a password alone; the second-factor tests turn the policy on.
    secondFactorRoles: '',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The app on a fresh migrated database; always `close()` it (an open PGlite keeps Node alive). */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: {
    logStream?: { write(line: string): void };
    /** Runs before the app is ready: hooks a test adds to every route. */
    beforeReady?: (app: FastifyInstance) => void;
    /** Modules of the test's own, registered with the app's (see BuildOptions). */
    modules?: FastifyPluginAsync[];
  } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase({ migrated: true });
  const config = testConfig(overrides);
  const app = await buildApp(config, { database, logStream: options.logStream, modules: options.modules });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app with the payment provider's calls sent to `gateway`, a local stand-in of Stripe's API that
 * this starts on a free port (close it after the app).
 */
export async function buildTestAppWithGateway(gateway: Server): Promise<TestApp> {
  gateway.listen(0, '127.0.0.1');
  await once(gateway, 'listening');
  process.env.STRIPE_SECRET_KEY = 'sk_test_standin';
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  try {
    return await buildTestApp();
  } finally {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_BASE;
  }
}

export interface LoginAnswer {
  token: string;
  session_id: string;
  expires_in: number;
  user: { uid: string; email: string; full_name: string; role: string; permissions: string[] };
  /** The refresh token, as the HttpOnly cookie `admin_refresh` carried it. */
  refreshToken: string;
}

/** The value the answer set for the refresh cookie (`''` when it cleared it), or undefined. */
export function refreshCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((cookie) => cookie.name === 'admin_refresh')?.value;
}

/** Signs in as the test administrator (or `password`) and returns the login data. */
export async function login(app: FastifyInstance, password = TEST_ADMIN_PASSWORD): Promise<LoginAnswer> {
  return loginAs(app, TEST_ADMIN_EMAIL, password);
}

/** Signs in as the administrator of `email` and returns the login data. */
export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<LoginAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/local/admin',
    payload: { username: email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { ...res.json().data, refreshToken: refreshCookieOf(res) ?? '' };
}

/** POST /api/auth/token/refresh with the refresh cookie set to `refreshToken` (none when null). */
export function refresh(app: FastifyInstance, refreshToken: string | null) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/token/refresh',
    cookies: refreshToken === null ? {} : { admin_refresh: refreshToken },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A list call's query string as the admin sends it: strings as they are, anything else as JSON. */
export function listQuery(params: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );
}

/** Every mail in the outbox to `to`, newest first, decrypted (the outbox stores ciphertext only). */
export function mailsTo(database: Database, to: string): Promise<OutboxMail[]> {
  return createOutbox(database, testCrypto).read({ to });
}

/**
 * The last mail kept in the outbox for `to` (no SMTP in tests), decrypted. Some mail is written
 * after the answer went out (reset codes), so it waits for one newer than `afterId`: up to 15
 * seconds, as a CI machine running every suite at once can take seconds to write it.
 */
export async function lastMail(
  database: Database,
  to: string,
  afterId = 0,
): Promise<{ id: number; subject: string; body: string; kind: string }> {
  for (let waited = 0; ; waited += 20) {
    const [mail] = await mailsTo(database, to);
    if (mail && Number(mail.id) > afterId) {
      return { id: Number(mail.id), subject: mail.subject, body: mail.body ?? '', kind: mail.kind };
    }
    if (waited >= 15_000) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The id of the newest mail in the outbox (0 when none), to wait for one after it. */
export async function lastMailId(database: Database): Promise<number> {
  const [row] = await database.query<{ id: number | null }>('select max(id) as id from mail_outbox');
  return Number(row?.id ?? 0);
}

/** An administrator of `role` written straight into the database (the invitation flow has its own tests). */
export async function createAdmin(
  database: Database,
  {
    email,
    role,
    password = 'Team@12345',
    fullName,
  }: { email: string; role: string; password?: string; fullName?: string },
): Promise<{ id: number; uid: string; email: string; password: string }> {
  const [row] = await database.query<{ id: number; uid: string }>(
    'insert into admins (email, full_name, password_hash, role) values ($1, $2, $3, $4) returning id, uid',
    [email, fullName ?? `${role[0].toUpperCase()}${role.slice(1)} Admin`, await hashPassword(password), role],
  );
  return { id: Number(row.id), uid: row.uid, email, password };
}
