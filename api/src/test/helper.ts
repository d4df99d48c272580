import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';

export const TEST_ADMIN_EMAIL = 'admin@example.com';
export const TEST_ADMIN_PASSWORD = 'Admin@12345';
/** A fixed key, so tests can also decrypt what they wrote. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/**
 * A fresh empty database: in-memory PGlite, or a new uniquely named database on the server
 * DATABASE_URL points at (dropped again by `drop`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    const database = await openDatabase({ databaseUrl: 'memory://', dataDir: os.tmpdir() });
    return { database, drop: () => database.close() };
  }
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  return {
    database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
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
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp(config, { database, logStream: options.logStream });
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

export interface LoginAnswer {
  token: string;
  refresh_token: string;
  session_id: string;
  expires_in: number;
  user: { uid: string; email: string; full_name: string };
}

/** Signs in as the test administrator (or `password`) and returns the login data. */
export async function login(app: FastifyInstance, password = TEST_ADMIN_PASSWORD): Promise<LoginAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/local/admin',
    payload: { username: TEST_ADMIN_EMAIL, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The last mail kept in the outbox for `to` (no SMTP in tests). */
export async function lastMail(
  database: Database,
  to: string,
): Promise<{ subject: string; body: string; kind: string }> {
  const [row] = await database.query<{ subject: string; body: string; kind: string }>(
    'select subject, body, kind from mail_outbox where to_address = $1 order by id desc limit 1',
    [to],
  );
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
}
