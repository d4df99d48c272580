import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its data and the generated data key lives. */
  dataDir: string;
  /** PostgreSQL when set; PGlite in dataDir otherwise. `memory://` runs PGlite in memory. */
  databaseUrl: string | null;
  adminEmail: string;
  adminPassword: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** 32-byte key, base64; null means "use (or create) DATA_DIR/data.key". */
  dataKey: string | null;
  mainSiteUrl: string;
  logLevel: string;
  serveApps: boolean;
  appsDir: string;
  /** Fill an empty database with demo data on start. */
  seedDemo: boolean;
  /** Server processes sharing the port (WEB_CONCURRENCY); above 1 only on PostgreSQL. */
  workers: number;
}

/** The api/ folder (the nearest one holding package.json), from src/ under tsx or dist/ when built. */
export const API_DIR = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
})();
export const REPO_DIR = path.resolve(API_DIR, '..');

export const DEMO_ADMIN_EMAIL = 'admin@example.com';
export const DEMO_ADMIN_PASSWORD = 'Admin@12345';

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

  const dataKey = value('DATA_KEY');
  if (dataKey && Buffer.from(dataKey, 'base64').length !== 32) {
    problems.push('DATA_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)');
  }

  const adminEmail = value('ADMIN_EMAIL') ?? DEMO_ADMIN_EMAIL;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) problems.push('ADMIN_EMAIL must be an e-mail address');
  const adminPassword = value('ADMIN_PASSWORD') ?? DEMO_ADMIN_PASSWORD;
  if (adminPassword.length < 6) problems.push('ADMIN_PASSWORD must be at least 6 characters');

  const smtpUrl = value('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');

  const mainSiteUrl = value('MAIN_SITE_URL') ?? 'http://localhost:3000';
  if (!URL.canParse(mainSiteUrl)) problems.push('MAIN_SITE_URL must be a URL');

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

  const workers = Number(value('WEB_CONCURRENCY') ?? '1');
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    problems.push('WEB_CONCURRENCY must be a whole number from 1 to 64');
  } else if (workers > 1 && (!databaseUrl || databaseUrl === 'memory://')) {
    problems.push('WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded PGlite serves one process)');
  }

  if (problems.length) throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);

  return {
    port,
    host: value('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(value('DATA_DIR') ?? path.join(REPO_DIR, '.data')),
    databaseUrl,
    adminEmail: adminEmail.toLowerCase(),
    adminPassword,
    smtpUrl,
    mailFrom: value('MAIL_FROM') ?? 'Telehealth Admin <no-reply@example.com>',
    dataKey,
    mainSiteUrl,
    logLevel,
    serveApps: flag('SERVE_APPS', true),
    appsDir: path.resolve(value('APPS_DIR') ?? REPO_DIR),
    seedDemo: flag('SEED_DEMO', true),
    workers,
  };
}
