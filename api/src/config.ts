import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstOwnerPasswordProblem } from './lib/published-passwords.js';

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its data and the generated data key lives. */
  dataDir: string;
  /** PostgreSQL when set; PGlite in dataDir otherwise. `memory://` runs PGlite in memory. */
  databaseUrl: string | null;
  /**
   * A streaming standby of databaseUrl (DATABASE_READ_URL): lists, exports, totals, search, trends
   * and the audit log read from it while it keeps up (db/replica.ts); null: every read on the primary.
   */
  databaseReadUrl: string | null;
  /** A replica further behind than this (REPLICA_MAX_LAG_MS) is skipped: its reads go to the primary. */
  replicaMaxLagMs: number;
  /** How often the replica's lag is measured (not an environment variable; tests shorten it). */
  replicaCheckMs: number;
  adminEmail: string;
  /**
   * The first Owner's password (ADMIN_PASSWORD); null: none given, so a first start makes a
   * one-time setup link instead (db/bootstrap.ts). The demo's Owner has the README's password.
   */
  adminPassword: string | null;
  /** NODE_ENV=production: no demo data, no published or weak ADMIN_PASSWORD. */
  production: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** Days sent (or kept, without SMTP) mail stays in the outbox before it is purged. */
  mailRetentionDays: number;
  /** Seconds a refund may stay under way before the recovery pass asks the gateway what happened. */
  refundLeaseSeconds: number;
  /** 32-byte key, base64; null means "use (or create) DATA_DIR/data.key". */
  dataKey: string | null;
  /** The main (patient and doctor) site, where an impersonation session opens; null when there is none. */
  mainSiteUrl: string | null;
  /** Proxies whose X-Forwarded-For and -Proto are believed (addresses, CIDRs, loopback...). */
  trustProxy: string[];
  /** Also (or instead) the nearest this many proxies, whatever their address; 0 counts none. */
  trustProxyHops: number;
  /** A session ends after this long without a request, and after sessionMaxHours in any case. */
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Limits of the HTTP server (slow clients): whole request, headers, idle connection, body. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  idleTimeoutMs: number;
  bodyLimitBytes: number;
  /** A CSV export whose client takes nothing for this long is cut off (and audited as stalled). */
  exportStallMs: number;
  /** How often a live-update stream sends a heartbeat and checks its session again. */
  liveHeartbeatMs: number;
  logLevel: string;
  serveApps: boolean;
  appsDir: string;
  /** Serve the front ends' source maps and mf-stats.json (hidden by default). */
  serveSourceMaps: boolean;
  /** Fill an empty database with demo data on start. */
  seedDemo: boolean;
  /**
   * The roles that must have a second factor on a new database (SECOND_FACTOR_ROLES, comma
   * separated; default Owner and Finance). Afterwards it is a platform setting the Owner changes.
   */
  secondFactorRoles: string;
  /**
   * The WebAuthn relying party of passkeys (WEBAUTHN_RP_ID): the domain they are made for; null
   * means the first WEBAUTHN_ORIGIN's host, else the host of each request.
   */
  webauthnRpId: string | null;
  /** The origins a passkey ceremony may come from (WEBAUTHN_ORIGIN, comma separated); empty: the request's. */
  webauthnOrigins: string[];
  /** Server processes sharing the port (WEB_CONCURRENCY); above 1 only on PostgreSQL. */
  workers: number;
  /**
   * Seconds between the stop signal and closing: readiness fails meanwhile, so a load balancer
   * stops sending requests before the process stops taking them (SHUTDOWN_DRAIN_SECONDS).
   */
  drainSeconds: number;
  /** Port of the Prometheus metrics (GET /metrics), apart from the public one; null: not served. */
  metricsPort: number | null;
  /**
   * What the process runs (ROLE): `web` the HTTP API only, `worker` the background work only (mail
   * delivery, refund recovery; HTTP for its probes), `all` both (unset: `pnpm start`, compose).
   */
  role: Role;
  /**
   * Migrate, check the data key and make the first Owner before serving (MIGRATE_ON_START, default
   * 1). 0: a migration job does that; the process waits, unready, until the job is done.
   */
  migrateOnStart: boolean;
}

export type Role = 'all' | 'web' | 'worker';
const ROLES: Role[] = ['all', 'web', 'worker'];

/** The api/ folder (the nearest one holding package.json), from src/ under tsx or dist/ when built. */
export const API_DIR = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
})();
export const REPO_DIR = path.resolve(API_DIR, '..');

export const DEMO_ADMIN_EMAIL = 'admin@example.com';
export const DEMO_ADMIN_PASSWORD = 'Admin@12345';

/** An IP address, a CIDR, or one of proxy-addr's names for address ranges. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {}

/** Reads and validates the environment; an empty variable counts as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw ? raw : null;
  };
  const problems: string[] = [];

  const port = Number(value('PORT') ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push('PORT must be a port number');

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl) && databaseUrl !== 'memory://') {
    problems.push('DATABASE_URL must be a postgres:// URL');
  }

  const databaseReadUrl = value('DATABASE_READ_URL');
  if (databaseReadUrl && !/^postgres(ql)?:\/\//.test(databaseReadUrl)) {
    problems.push('DATABASE_READ_URL must be a postgres:// URL');
  } else if (databaseReadUrl && (!databaseUrl || databaseUrl === 'memory://')) {
    problems.push(
      'DATABASE_READ_URL needs DATABASE_URL: the replica is a standby of that PostgreSQL server (the embedded PGlite has none)',
    );
  }

  // DATA_KEY_FILE: the key read from a file (a compose or Kubernetes secret mounted as one).
  let dataKey = value('DATA_KEY');
  const dataKeyFile = value('DATA_KEY_FILE');
  if (!dataKey && dataKeyFile) {
    try {
      dataKey = readFileSync(dataKeyFile, 'utf8').trim() || null;
    } catch {
      problems.push(`DATA_KEY_FILE ${dataKeyFile} cannot be read`);
    }
  }
  if (dataKey && Buffer.from(dataKey, 'base64').length !== 32) {
    problems.push('DATA_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)');
  }
  // Several processes on one PostgreSQL must share one key: none may make up its own in DATA_DIR.
  const requireDataKey = ['1', 'true', 'yes'].includes((value('REQUIRE_DATA_KEY') ?? '').toLowerCase());
  if (requireDataKey && databaseUrl && databaseUrl !== 'memory://' && !dataKey) {
    problems.push(
      'DATA_KEY (or DATA_KEY_FILE) is required with DATABASE_URL here (REQUIRE_DATA_KEY=1): every API process must use the same key',
    );
  }

  const adminEmail = value('ADMIN_EMAIL') ?? DEMO_ADMIN_EMAIL;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) problems.push('ADMIN_EMAIL must be an e-mail address');
  const production = env.NODE_ENV?.trim() === 'production';

  const smtpUrl = value('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');

  const mailRetentionDays = Number(value('MAIL_RETENTION_DAYS') ?? '7');
  if (!Number.isInteger(mailRetentionDays) || mailRetentionDays < 1 || mailRetentionDays > 3650) {
    problems.push('MAIL_RETENTION_DAYS must be a whole number of days from 1 to 3650');
  }

  const refundLeaseSeconds = Number(value('REFUND_LEASE_SECONDS') ?? '30');
  if (!Number.isInteger(refundLeaseSeconds) || refundLeaseSeconds < 1 || refundLeaseSeconds > 3600) {
    problems.push('REFUND_LEASE_SECONDS must be a whole number of seconds from 1 to 3600');
  }

  const mainSiteUrl = value('MAIN_SITE_URL');
  if (mainSiteUrl && !/^https?:\/\//.test(mainSiteUrl)) problems.push('MAIN_SITE_URL must be an http(s) URL');

  const proxyEntries = (value('TRUST_PROXY') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && !['0', 'false', 'no'].includes(entry.toLowerCase()));
  const hopEntries = proxyEntries.filter((entry) => /^\d+$/.test(entry));
  const trustProxy = proxyEntries.filter((entry) => !/^\d+$/.test(entry));
  const trustProxyHops = hopEntries.length ? Number(hopEntries[0]) : 0;
  if (trustProxy.some((entry) => !isProxyEntry(entry)) || hopEntries.length > 1 || trustProxyHops > 16) {
    problems.push(
      'TRUST_PROXY must list proxy addresses or CIDRs (e.g. 10.0.0.2 or 172.28.0.0/16) and at most one hop count (1 to 16), comma-separated',
    );
  }

  const wholeNumber = (name: string, fallback: number, min: number, max: number) => {
    const parsed = Number(value(name) ?? fallback);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return parsed;
  };
  const metricsPort = value('METRICS_PORT') === null ? null : wholeNumber('METRICS_PORT', 9464, 1, 65535);
  const drainSeconds = wholeNumber('SHUTDOWN_DRAIN_SECONDS', 0, 0, 120);
  const replicaMaxLagMs = wholeNumber('REPLICA_MAX_LAG_MS', 5_000, 100, 3_600_000);
  const sessionIdleMinutes = wholeNumber('SESSION_IDLE_MINUTES', 30, 1, 24 * 60);
  const sessionMaxHours = wholeNumber('SESSION_MAX_HOURS', 12, 1, 30 * 24);

  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const flag = (name: string, fallback: boolean) => {
    const raw = value(name);
    if (raw === null) return fallback;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be 0 or 1`);
    return fallback;
  };

  // Demo data only where asked for (pnpm start and pnpm dev ask), and never in production: it holds
  // administrators whose passwords the README prints.
  const seedDemo = flag('SEED_DEMO', false);
  if (seedDemo && production) {
    problems.push(
      'SEED_DEMO=1 fills the database with demo data and administrators whose passwords are published, and NODE_ENV is production: unset SEED_DEMO (or set it to 0)',
    );
  }
  // Without ADMIN_PASSWORD: the demo's Owner gets the README's password; any other database gets a
  // one-time setup link for its first Owner. In production a given one must be strong and unpublished.
  const givenPassword = value('ADMIN_PASSWORD');
  const adminPassword = givenPassword ?? (seedDemo ? DEMO_ADMIN_PASSWORD : null);
  if (givenPassword !== null && givenPassword.length < 6) {
    problems.push('ADMIN_PASSWORD must be at least 6 characters');
  } else if (givenPassword !== null && production) {
    const problem = firstOwnerPasswordProblem(givenPassword);
    if (problem) {
      problems.push(
        `ADMIN_PASSWORD ${problem}. With NODE_ENV=production choose a strong password of your own, or leave ADMIN_PASSWORD unset: the first start then writes a one-time setup link to the log`,
      );
    }
  }

  const workers = Number(value('WEB_CONCURRENCY') ?? '1');
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    problems.push('WEB_CONCURRENCY must be a whole number from 1 to 64');
  } else if (workers > 1 && (!databaseUrl || databaseUrl === 'memory://')) {
    problems.push('WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded PGlite serves one process)');
  }

  // Several processes share the database only on PostgreSQL: a web process on PGlite would have no
  // worker to deliver its mail, and a process that waits for a migration job cannot share PGlite.
  const onPostgres = Boolean(databaseUrl && databaseUrl !== 'memory://');
  const role = (value('ROLE')?.toLowerCase() ?? 'all') as Role;
  if (!ROLES.includes(role)) {
    problems.push(
      'ROLE must be web (the HTTP API), worker (mail delivery and refund recovery) or unset (both)',
    );
  } else if (role !== 'all' && !onPostgres) {
    problems.push(
      `ROLE=${role} needs DATABASE_URL (the embedded PGlite serves one process, which must do everything: leave ROLE unset)`,
    );
  }
  const migrateOnStart = flag('MIGRATE_ON_START', true);
  if (!migrateOnStart && !onPostgres) {
    problems.push(
      'MIGRATE_ON_START=0 needs DATABASE_URL (a migration job and this process share the database)',
    );
  } else if (!migrateOnStart && !dataKey) {
    problems.push(
      'MIGRATE_ON_START=0 needs DATA_KEY (or DATA_KEY_FILE): the migration job records the key, this process only checks it',
    );
  }

  const webauthnOrigins = (value('WEBAUTHN_ORIGIN') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const originHosts: string[] = [];
  for (const origin of webauthnOrigins) {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      problems.push(`WEBAUTHN_ORIGIN must list origins like https://admin.example.com (not ${origin})`);
    } else {
      originHosts.push(url.hostname);
    }
  }
  const webauthnRpId = value('WEBAUTHN_RP_ID')?.toLowerCase() ?? null;
  if (webauthnRpId && (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(webauthnRpId) || isIP(webauthnRpId))) {
    problems.push('WEBAUTHN_RP_ID must be a domain name (e.g. example.com), without scheme or port');
  } else if (
    webauthnRpId &&
    originHosts.some((host) => host !== webauthnRpId && !host.endsWith(`.${webauthnRpId}`))
  ) {
    problems.push('each WEBAUTHN_ORIGIN must be on WEBAUTHN_RP_ID or one of its subdomains');
  }

  if (problems.length) throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);

  return {
    port,
    host: value('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(value('DATA_DIR') ?? path.join(REPO_DIR, '.data')),
    databaseUrl,
    databaseReadUrl,
    replicaMaxLagMs,
    replicaCheckMs: 1_000,
    adminEmail: adminEmail.toLowerCase(),
    adminPassword,
    production,
    smtpUrl,
    mailFrom: value('MAIL_FROM') ?? 'Telehealth Admin <no-reply@example.com>',
    mailRetentionDays,
    refundLeaseSeconds,
    dataKey,
    mainSiteUrl,
    trustProxy,
    trustProxyHops,
    sessionIdleMinutes,
    sessionMaxHours,
    requestTimeoutMs: 30_000,
    headersTimeoutMs: 10_000,
    idleTimeoutMs: 60_000,
    bodyLimitBytes: 1024 * 1024,
    exportStallMs: 60_000,
    liveHeartbeatMs: 20_000,
    logLevel,
    serveApps: flag('SERVE_APPS', true),
    appsDir: path.resolve(value('APPS_DIR') ?? REPO_DIR),
    serveSourceMaps: flag('SERVE_SOURCE_MAPS', false),
    seedDemo,
    // Set but empty: no role must have one (the test servers); unset: Owner and Finance.
    secondFactorRoles:
      env.SECOND_FACTOR_ROLES !== undefined ? env.SECOND_FACTOR_ROLES.trim() : 'owner,finance',
    webauthnRpId: webauthnRpId ?? originHosts[0] ?? null,
    webauthnOrigins: webauthnOrigins.map((origin) => new URL(origin).origin),
    workers,
    drainSeconds,
    metricsPort,
    role,
    migrateOnStart,
  };
}
