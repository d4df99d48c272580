import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REPO_DIR } from '../../config.js';

/** The PostgreSQL server the rehearsal makes its database on (the operator's own database). */
export const SERVER_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect().catch((error: Error) => {
    throw new Error(
      `the deploy rehearsal runs on PostgreSQL and cannot reach ${SERVER_URL.replace(/\/\/[^@]*@/, '//')} (${error.message}): start it, or set DATABASE_URL to one`,
    );
  });
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** What an operator writes into the production overlay's secrets/api.env before the first apply. */
export interface OperatorSecrets {
  DATABASE_URL: string;
  DATA_KEY: string;
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  /** Where the worker delivers mail (the rehearsal's SMTP sink). */
  SMTP_URL?: string;
}

export function generateSecrets(databaseUrl: string): OperatorSecrets {
  return {
    DATABASE_URL: databaseUrl,
    // openssl rand -base64 32
    DATA_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL: 'owner@telehealth.example',
    // A long random password, as a password manager makes one.
    ADMIN_PASSWORD: `${randomBytes(18).toString('base64url')}Aa1!`,
  };
}

/**
 * deploy/k8s copied to `dir` with the operator's secrets file written into the production overlay
 * (the rehearsal never writes into the repository). Answers the copy's k8s folder.
 */
export function operatorCheckout(dir: string, secrets: OperatorSecrets): string {
  const k8s = path.join(dir, 'k8s');
  cpSync(path.join(REPO_DIR, 'deploy', 'k8s'), k8s, { recursive: true });
  const secretsDir = path.join(k8s, 'overlays', 'production', 'secrets');
  mkdirSync(secretsDir, { recursive: true });
  writeFileSync(
    path.join(secretsDir, 'api.env'),
    `${Object.entries(secrets)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n')}\n`,
    { mode: 0o600 },
  );
  return k8s;
}
