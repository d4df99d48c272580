import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL access, the same on PGlite and PostgreSQL. */
export interface Sql {
  /**
   * `name` (given by lists/named-reads.ts, namedQuery) names a statement the server plans once per
   * connection and then reuses; PGlite ignores it.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /** Several statements, no parameters (migrations, bulk seed). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  kind: 'pglite' | 'postgres';
  /**
   * One read's rows as arrays of values in the select's column order (what drizzle's `toSQL()`
   * gives has the columns' database names, not the select's keys). Values are as drizzle's own
   * driver reads them (dates and times as text), so drizzle's column decoders apply to them.
   * `name`, as for `query`.
   */
  queryArrays(text: string, params: unknown[], name?: string): Promise<unknown[][]>;
  /** drizzle-orm over the same connection(s). */
  db: Db;
  /** Runs `work` on one connection holding a cluster-wide lock (migrations, first-start seed). */
  exclusive<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` until the answered function is called. On
   * PostgreSQL a connection of its own listens, opened again with backoff when it drops; then
   * `onReconnected` runs (notices sent meanwhile were missed).
   */
  /** Connections of the pool: open, in use and requests waiting for one (PGlite: one, never waiting). */
  poolStats(): { total: number; inUse: number; waiting: number };
  /** PGlite in a folder only: the folder of its files (ops/pglite-snapshot.ts copies it). */
  dataFolder?: string;
  /**
   * PGlite only: runs `work` while no transaction is open and no query runs (every query waits
   * until it is done), so the files on disk are what a crash at that instant would leave.
   */
  whileIdle?: <T>(work: () => Promise<T>) => Promise<T>;
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnected?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const LOCK_KEY = 7_274_201;

/**
 * The types drizzle's drivers read as text, for its column decoders to make them values:
 * timestamp, timestamptz, date, interval and their arrays, numeric[].
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231];
const asText = (value: string) => value;
const PGLITE_AS_TEXT = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, asText]));
const PG_AS_TEXT = {
  getTypeParser: ((type: number, format?: 'text' | 'binary') =>
    DRIZZLE_TEXT_TYPES.includes(type)
      ? asText
      : pg.types.getTypeParser(type, format)) as typeof pg.types.getTypeParser,
};

// int8 (counts, ids) as numbers and numeric as numbers: every value the API handles fits.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DatabaseOptions {
  /** postgres:// URL, `memory://` for an in-memory PGlite, or null for PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** How the connections show in pg_stat_activity (the API's own by default). */
  applicationName?: string;
}

export async function openDatabase({
  databaseUrl,
  dataDir,
  applicationName,
}: DatabaseOptions): Promise<Database> {
  if (databaseUrl && databaseUrl !== 'memory://') return openPostgres(databaseUrl, applicationName);
  let client: PGlite;
  if (databaseUrl === 'memory://') {
    client = new PGlite();
  } else {
    const dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const sql: Sql = {
    async query(text, params) {
      const result = await client.query(text, params as unknown[] | undefined);
      return result.rows as never[];
    },
    async exec(text) {
      await client.exec(text);
    },
  };
  return {
    kind: 'pglite',
    ...sql,
    queryArrays: async (text, params) =>
      (await client.query<unknown[]>(text, params, { rowMode: 'array', parsers: PGLITE_AS_TEXT })).rows,
    db: drizzlePglite({ client, schema }) as unknown as Db,
    // PGlite has a single connection: nothing else can run meanwhile.
    exclusive: (work) => work(sql),
    poolStats: () => ({ total: 1, inUse: 0, waiting: 0 }),
    dataFolder: databaseUrl === 'memory://' ? undefined : path.join(dataDir, 'pgdata'),
    whileIdle: (work) => client._runExclusiveTransaction(() => client._runExclusiveQuery(work)),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/** How long opening a connection may take before the database counts as away (a 503). */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a request may queue for a connection while all of them are busy. Longer than a
 * connect: a full pool under load (forty bulk batches over the same rows, say) is contention,
 * not absence, and the answer comes late rather than as a 503.
 */
const QUEUE_TIMEOUT_MS = 20_000;
/** How API connections show in pg_stat_activity (rotate-key refuses to run beside them). */
export const APPLICATION_NAME = 'telehealth-api';

/**
 * What a Database on PostgreSQL sends its statements through: its pool, or for the read replica one
 * that falls back to the primary's pool (db/replica.ts).
 */
export interface PgQueryable {
  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult>;
}

/** Each PostgreSQL Database's pool (the read replica falls back to its primary's). */
const pools = new WeakMap<Database, pg.Pool>();

/** The pool of a Database opened on PostgreSQL; undefined on PGlite. */
export function poolOf(database: Database): pg.Pool | undefined {
  return pools.get(database);
}

/**
 * A pool of connections to `url`, as the API opens them: a new connection given up after
 * `connectMs`, a wait for a busy pool's connection after `queueMs`.
 */
export function postgresPool(
  url: string,
  applicationName: string,
  { connectMs = CONNECT_TIMEOUT_MS, queueMs = QUEUE_TIMEOUT_MS } = {},
) {
  // pg-pool applies its one timeout to both the queue and a connect; the client keeps its own.
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: Math.max(queueMs, connectMs),
    application_name: applicationName,
    Client: TimedClient,
  });
  // An idle connection the server dropped (an outage, a restart): the pool discards it and the
  // next query opens a new one, so the API recovers on its own when the database is back.
  pool.on('error', () => undefined);
  return pool;
}

/** A Database's statements (plain SQL, rows as arrays, drizzle) sent through `via`. */
export function postgresStatements(
  via: PgQueryable,
): Pick<Database, 'query' | 'exec' | 'queryArrays' | 'db'> {
  return {
    async query(text, params, name) {
      const values = params as unknown[] | undefined;
      const result = await via.query(name ? { name, text, values } : { text, values });
      return result.rows;
    },
    async exec(text) {
      await via.query({ text });
    },
    // drizzle calls `query(config, values)` only, outside a transaction, which is all `via` answers.
    db: drizzlePg({ client: via as unknown as pg.Pool, schema }) as unknown as Db,
    async queryArrays(text, params, name) {
      const query = { text, values: params, rowMode: 'array' as const, types: PG_AS_TEXT };
      return (await via.query(name ? { ...query, name } : query)).rows as unknown[][];
    },
  };
}

async function openPostgres(url: string, applicationName = APPLICATION_NAME): Promise<Database> {
  const pool = postgresPool(url, applicationName);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const database: Database = {
    kind: 'postgres',
    ...postgresStatements(pool),
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    async exclusive(work) {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [LOCK_KEY]);
        return await work({
          query: async (text, params) => (await conn.query(text, params as unknown[] | undefined)).rows,
          exec: async (text) => {
            await conn.query(text);
          },
        });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: (channel, onPayload, onReconnected) =>
      listenOnOwnConnection(url, applicationName, channel, onPayload, onReconnected),
    close: () => pool.end(),
  };
  pools.set(database, pool);
  return database;
}

const LISTEN_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** LISTEN holds its connection for good, so it gets one of its own, outside the pool. */
async function listenOnOwnConnection(
  url: string,
  applicationName: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnected?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let connectedBefore = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: `${applicationName} (listen)` });
    next.on('notification', (message) => message.channel === channel && onPayload(message.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      failures = 0;
      if (connectedBefore) onReconnected?.();
      connectedBefore = true;
    } catch {
      await next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped) return;
    const wait = LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)];
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
