import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import {
  type Database,
  type Db,
  type PgQueryable,
  poolOf,
  postgresPool,
  postgresStatements,
} from './client.js';

/** How the replica's connections show in pg_stat_activity and the server's log (`%a`). */
export const REPLICA_APPLICATION_NAME = 'telehealth-api (replica reads)';
/** A replica that cannot be connected to within this is away: its reads go to the primary meanwhile. */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

/** A WAL position ('16/B374D848') as a number, to compare two of them. */
export function lsnValue(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** The primary's WAL position when it was read (Date.now()). */
export interface PositionSample {
  at: number;
  lsn: bigint;
}

/**
 * How far behind the primary the replica is, in ms: the age of the oldest change it may not have.
 * 0 when it has replayed everything the primary had at the last sample. Otherwise the smaller of
 * two upper bounds: the time since the newest sample it has replayed past (it holds every change
 * up to then), and the time since the commit it replayed last (`sinceReplayMs`: the next commit,
 * which it lacks, came after it). The second alone is wrong on a quiet primary (the last commit may
 * be an hour old while nothing is missing), the first alone is only as fine as the samples.
 * Infinity when no sample says how old its position is.
 */
export function replicaLagMs(
  samples: readonly PositionSample[],
  replayLsn: bigint,
  sinceReplayMs: number | null,
  now: number,
): number {
  const latest = samples.at(-1);
  if (latest && replayLsn >= latest.lsn) return 0;
  let bySamples = Number.POSITIVE_INFINITY;
  for (let i = samples.length - 1; i >= 0; i--) {
    if (samples[i].lsn <= replayLsn) {
      bySamples = now - samples[i].at;
      break;
    }
  }
  const byCommit = sinceReplayMs === null ? Number.POSITIVE_INFINITY : Math.max(0, sinceReplayMs);
  return Math.min(bySamples, byCommit);
}

export interface ReplicaStatus {
  /** The replica answered the last check, as a standby. */
  up: boolean;
  /** Its lag at the last check (replicaLagMs); null while it is away. */
  lagMs: number | null;
  /** Reads go to it: it is up and within the lag limit. */
  inUse: boolean;
}

export interface ReadReplicaOptions {
  url: string;
  maxLagMs: number;
  checkMs: number;
  log: {
    warn(details: object, message: string): void;
    info(details: object, message: string): void;
  };
}

export interface ReadReplica {
  /** The read database: see readsFor. */
  reads: Database;
  status(): ReplicaStatus;
  /**
   * Runs `work` (a route's handler) as a request whose reads may go to the replica, for `adminId`
   * (null: nobody's writes to wait for but everyone's, see pin).
   */
  run<T>(adminId: number | null, work: () => T): T;
  /**
   * `adminId` wrote, and the primary's WAL was at `lsn` after it: their reads stay on the primary
   * until the replica has replayed that far. null: anyone may have (notices were missed): every
   * admin's reads wait for it.
   */
  pin(adminId: number | null, lsn: bigint): void;
  /**
   * Every admin's reads stay on the primary until the replica has replayed what the primary has at
   * the next check (the process starts, or its notices of other processes' writes were missed).
   */
  waitForPrimary(): void;
  /** Measures the replica now (start does it every checkMs). */
  check(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** The request being answered, where its route reads from the replica (ReadReplica.run). */
const readingRequest = new AsyncLocalStorage<{ replica: ReplicaRouting; adminId: number | null }>();
/** Each primary Database, and its drizzle handle, that has a read replica. */
const replicaOf = new WeakMap<object, ReplicaRouting>();

/**
 * The handle a read that decides nothing should use instead of `handle` (the primary's Database or
 * its drizzle `db`): inside a request whose route reads from the replica (`config.reads`), the
 * replica's, when it is up, within the lag limit and has replayed the admin's own last write;
 * `handle` itself anywhere else (a write's transaction, a sign-in's checks, a background job). The
 * choice holds for what is read with the answer; each statement still goes to the primary if the
 * replica stops answering meanwhile.
 */
export function readsFor<H extends Database | Db>(handle: H): H {
  const routing = replicaOf.get(handle);
  return routing ? (routing.choose(handle) as H) : handle;
}

/** SQLSTATEs of a standby cancelling a read for replay (a conflict with recovery). */
const RECOVERY_CONFLICTS = new Set(['40001', '40P01', '57P04']);

function isRecoveryConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RECOVERY_CONFLICTS.has(code);
}

type State = 'starting' | 'in use' | 'down' | 'not a standby' | 'lagging';

class ReplicaRouting implements ReadReplica {
  readonly reads: Database;
  private readonly pool: pg.Pool;
  private readonly replica: Database;
  private state: State = 'starting';
  private lagMs: number | null = null;
  private replayLsn: bigint | null = null;
  private samples: PositionSample[] = [];
  private pins = new Map<number, bigint>();
  private floor = 0n;
  /** waitForPrimary calls made and answered: while they differ, no read goes to the replica. */
  private floorsAsked = 1;
  private floorsSet = 0;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly primary: Database,
    private readonly options: ReadReplicaOptions,
  ) {
    const primaryPool = poolOf(primary);
    if (!primaryPool) throw new Error('a read replica needs the primary on PostgreSQL');
    this.pool = postgresPool(options.url, REPLICA_APPLICATION_NAME, {
      connectMs: REPLICA_CONNECT_TIMEOUT_MS,
      queueMs: REPLICA_CONNECT_TIMEOUT_MS,
    });
    // Each statement: the replica while it is in use, the primary if it stops answering (or
    // cancels the read to replay WAL), so an admin never sees the replica go.
    const via: PgQueryable = {
      query: async (config, values) => {
        if (this.state !== 'in use') return primaryPool.query(config, values);
        try {
          return await this.pool.query(config, values);
        } catch (error) {
          if (isDatabaseUnavailable(error)) this.enter('down');
          else if (!isRecoveryConflict(error)) throw error;
          return primaryPool.query(config, values);
        }
      },
    };
    this.replica = {
      ...primary,
      ...postgresStatements(via),
      poolStats: () => ({
        total: this.pool.totalCount,
        inUse: this.pool.totalCount - this.pool.idleCount,
        waiting: this.pool.waitingCount,
      }),
    };
    this.reads = readsDatabase(primary);
    replicaOf.set(primary, this);
    replicaOf.set(primary.db, this);
  }

  choose(handle: Database | Db): Database | Db {
    const request = readingRequest.getStore();
    if (request?.replica !== this || !this.usableFor(request.adminId)) return handle;
    return handle === this.primary ? this.replica : this.replica.db;
  }

  private usableFor(adminId: number | null): boolean {
    if (this.state !== 'in use' || this.replayLsn === null || this.floorsSet !== this.floorsAsked)
      return false;
    if (this.replayLsn < this.floor) return false;
    const pinned = adminId === null ? undefined : this.pins.get(adminId);
    return pinned === undefined || this.replayLsn >= pinned;
  }

  status(): ReplicaStatus {
    return {
      up: this.state === 'in use' || this.state === 'lagging',
      lagMs: this.lagMs,
      inUse: this.state === 'in use',
    };
  }

  run<T>(adminId: number | null, work: () => T): T {
    return readingRequest.run({ replica: this, adminId }, work);
  }

  pin(adminId: number | null, lsn: bigint): void {
    if (this.replayLsn !== null && this.replayLsn >= lsn) return;
    if (adminId === null) {
      if (lsn > this.floor) this.floor = lsn;
      return;
    }
    const pinned = this.pins.get(adminId);
    if (pinned === undefined || lsn > pinned) this.pins.set(adminId, lsn);
  }

  waitForPrimary(): void {
    this.floorsAsked++;
  }

  private enter(next: State, details: object = {}) {
    if (next === this.state) return;
    const previous = this.state;
    this.state = next;
    if (next === 'in use') {
      this.options.log.info(
        { ...details, previous },
        'read replica in use: lists, exports and totals read from it',
      );
    } else if (next !== 'starting') {
      this.options.log.warn(
        { ...details, maxLagMs: this.options.maxLagMs },
        `read replica skipped (${next}): its reads go to the primary`,
      );
    }
  }

  check(): Promise<void> {
    // One at a time: a slow replica makes checks wait, not pile up.
    this.checking ??= this.measure().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async measure(): Promise<void> {
    const floorAsked = this.floorsAsked;
    let primaryLsn: bigint;
    try {
      // Flushed WAL: what a standby can have (the written position may be ahead of it a while).
      const [row] = await this.primary.query<{ lsn: string }>(
        'select pg_current_wal_flush_lsn()::text as lsn',
      );
      primaryLsn = lsnValue(row.lsn);
    } catch {
      return; // the primary is away: nothing to measure against, and no read is answered anyway
    }
    const at = Date.now();
    this.samples.push({ at, lsn: primaryLsn });
    // Kept long enough to date any lag up to the limit (an older one is past it either way).
    const keepFrom = at - this.options.maxLagMs - 3 * this.options.checkMs;
    while (this.samples.length > 1 && this.samples[0].at < keepFrom) this.samples.shift();
    if (floorAsked !== this.floorsSet) {
      if (primaryLsn > this.floor) this.floor = primaryLsn;
      this.floorsSet = floorAsked;
    }

    let row: { standby: boolean; replay: string | null; since_replay_ms: number | null };
    try {
      [row] = (
        await withTimeout(
          this.pool.query(
            `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replay,
                  (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as since_replay_ms`,
          ),
          Math.max(this.options.checkMs, REPLICA_CONNECT_TIMEOUT_MS),
        )
      ).rows;
    } catch (error) {
      this.lagMs = null;
      this.enter('down', { reason: (error as Error).message });
      return;
    }
    if (!row.standby || row.replay === null) {
      this.lagMs = null;
      this.enter('not a standby');
      return;
    }
    const replay = lsnValue(row.replay);
    this.replayLsn = this.replayLsn === null || replay > this.replayLsn ? replay : this.replayLsn;
    for (const [adminId, lsn] of this.pins) if (lsn <= this.replayLsn) this.pins.delete(adminId);
    this.lagMs = replicaLagMs(this.samples, replay, row.since_replay_ms, Date.now());
    if (this.lagMs > this.options.maxLagMs) this.enter('lagging', { lagMs: Math.round(this.lagMs) });
    else this.enter('in use');
  }

  start(): void {
    const tick = () => {
      void this.check().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.options.checkMs).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.checking?.catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The read database: each statement on readsFor(primary) at the time it is sent. */
function readsDatabase(primary: Database): Database {
  return {
    ...primary,
    query: (text, params, name) => readsFor(primary).query(text, params, name),
    queryArrays: (text, params, name) => readsFor(primary).queryArrays(text, params, name),
    get db() {
      return readsFor(primary.db);
    },
  };
}

/** A streaming standby of `primary` (a PostgreSQL Database) that read-only requests read from. */
export function openReadReplica(primary: Database, options: ReadReplicaOptions): ReadReplica {
  return new ReplicaRouting(primary, options);
}
