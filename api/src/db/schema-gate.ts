import { readdirSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from './client.js';
import { MIGRATIONS_DIR } from './migrate.js';

/** The migrations this build needs applied (read once: they ship with the build). */
export const BUILD_MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort();

/** How often a process waiting for the migration job looks again. */
const WAIT_POLL_MS = 2_000;

export interface SchemaGate {
  /**
   * Why this process cannot serve with the database as it is now, or null when it can: every
   * migration of this build applied and (for a process that did not migrate) the data key the
   * migration job recorded is this process's. Throws when the database cannot be read.
   */
  check(): Promise<string | null>;
  /** Resolves once `check` passes, looking again every few seconds; never while stopped. */
  opened(): Promise<void>;
  stop(): void;
}

/** PostgreSQL's "relation does not exist": a database the migration job has not reached yet. */
const isMissingTable = (error: unknown) => (error as { code?: string }).code === '42P01';

/**
 * What the process waits for before it is ready and before its background work starts. A process
 * that migrated at start (`keyFingerprint` null: it checked the key itself) finds the gate open at
 * once; one started with MIGRATE_ON_START=0 keeps answering its liveness probe, unready, until the
 * release's migration job has applied this build's migrations and recorded the data key.
 */
export function createSchemaGate(
  sql: Sql,
  {
    keyFingerprint,
    log,
    pollMs = WAIT_POLL_MS,
  }: { keyFingerprint: string | null; log: FastifyBaseLogger; pollMs?: number },
): SchemaGate {
  const waiting = keyFingerprint !== null;
  const job = waiting ? ': waiting for the migration job (MIGRATE_ON_START=0)' : '';
  let keyMatched = !waiting;
  let wrongKeyLogged = false;
  let stopped = false;
  let opening: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;

  async function check(): Promise<string | null> {
    let rows: { name: string }[];
    try {
      rows = await sql.query<{ name: string }>('select name from schema_migrations');
    } catch (error) {
      if (isMissingTable(error)) return `the database has no schema yet${job}`;
      throw error;
    }
    const applied = new Set(rows.map((row) => row.name));
    const missing = BUILD_MIGRATIONS.filter((name) => !applied.has(name));
    if (missing.length) return `${missing.length} migration(s) not applied yet (first: ${missing[0]})${job}`;
    if (keyMatched) return null;
    const [row] = await sql.query<{ fingerprint: string }>('select fingerprint from data_key');
    if (!row) return `the data key is not recorded yet${job}`;
    if (row.fingerprint !== keyFingerprint) {
      const reason = `wrong data key: DATA_KEY has fingerprint ${keyFingerprint}, the data is encrypted with key ${row.fingerprint} (see "Data key" in docs/operations.md)`;
      if (!wrongKeyLogged) log.error(reason);
      wrongKeyLogged = true;
      return reason;
    }
    keyMatched = true;
    return null;
  }

  return {
    check,
    opened() {
      opening ??= (async () => {
        let said: string | null = null;
        while (!stopped) {
          const reason = await check().catch(() => 'the database cannot be read');
          if (reason === null) {
            if (said) log.info('the schema this build needs is in place: serving');
            return;
          }
          if (reason !== said) log.info(`not serving yet: ${reason}`);
          said = reason;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, pollMs);
          });
        }
        // Stopped while waiting: whoever waits never starts.
        await new Promise(() => undefined);
      })();
      return opening;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}
