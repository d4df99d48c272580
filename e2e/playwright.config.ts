import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The browser suite runs against the product exactly as `pnpm start` serves it, on fresh databases
// of its own, in Debian's Chromium (no browser download: see the README).
const port = Number(process.env.E2E_PORT ?? 18_180);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `telehealth-e2e-${process.pid}`);
export const baseURL = `http://127.0.0.1:${port}`;
const mailSinkSmtpPort = port + 2000;
const mailSinkHttpPort = port + 3000;
process.env.MAIL_SINK_HTTP_PORT = String(mailSinkHttpPort);

// Two servers, each with its own database and demo data, so that two browsers work side by side: the
// suite is the longest lane of `pnpm test`, and on a 2-core machine it waits on one browser's CPU.
// Server B (port + 1) runs the specs below; server A every other one. Each server's specs run in
// file order, as before, and never see the other's changes. Specs that read the mail sink (one for
// both), that sign in through "localhost" (passkeys) or that switch the host's served config.json
// (federation releases: both servers serve it) stay off server B.
const serverBPort = port + 1;
const SERVER_B_SPECS = [
  'bulk-actions',
  'catalog-lists',
  'commerce-appointment-kinds',
  'commerce-appointments-payments',
  'host-shell',
  'lists-1024',
  'lists-laptop',
  'people-doctors',
  'people-patients-clinics',
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));
/** Server B's database: E2E_DATABASE_URL's with `_b` after its name (CI makes both). */
const serverBDatabaseUrl = process.env.E2E_DATABASE_URL
  ? process.env.E2E_DATABASE_URL.replace(/(\/[^/?]+)(\?|$)/, '$1_b$2')
  : '';
/** What both servers are started with. */
const serverEnv = {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'Admin@12345',
  // The specs read the demo data (start.mjs asks for it too; said here so no default decides).
  SEED_DEMO: '1',
  LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://127.0.0.1:${mailSinkSmtpPort}`,
  MAIL_FROM: 'Telehealth Admin <no-reply@example.com>',
  // Where Edit opens a user's session; specs answer that origin's pages themselves.
  MAIN_SITE_URL: 'http://localhost:3000',
};
/** The product as `pnpm start` serves it, on `serverPort`, with a database of its own. */
function productServer(serverPort: number, dataFolder: string, databaseUrl: string, skipBuild: string) {
  return {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${serverPort}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...serverEnv,
      PORT: String(serverPort),
      DATA_DIR: dataFolder,
      DATABASE_URL: databaseUrl,
      SKIP_BUILD: skipBuild,
    },
  };
}
const RELEASES_SPEC = /federation-releases\.spec\.ts$/;
const ACCESSIBILITY_SPEC = /accessibility\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  // Per test; generous because CI shares a 2-core machine. Speed is measured by `pnpm bench`.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The behaviour specs on the two servers side by side; then, with nothing else running, the
  // federation releases (they switch the config.json both servers serve) and the accessibility scan
  // (it opens every screen, and opening Notifications marks the feed seen, which the behaviour specs
  // expect unseen).
  projects: [
    // One worker each: a server's specs run one file after the other, in file order.
    { name: 'behaviour', testIgnore: [RELEASES_SPEC, ACCESSIBILITY_SPEC, ...SERVER_B_SPECS], workers: 1 },
    {
      name: 'behaviour-b',
      testMatch: SERVER_B_SPECS,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${serverBPort}` },
    },
    {
      name: 'releases',
      testMatch: RELEASES_SPEC,
      dependencies: ['behaviour', 'behaviour-b'],
    },
    { name: 'accessibility', testMatch: ACCESSIBILITY_SPEC, dependencies: ['releases'] },
  ],
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    // As an admin who asks for less motion (shared/src/ui/theme.ts): no animation to wait for, and
    // no skeleton or spinner repainted 60 times a second on a CPU the other suites share.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // Stands in for the outside SMTP provider: specs read the reset codes it receives.
      command: 'node support/mail-sink.mjs',
      url: `http://127.0.0.1:${mailSinkHttpPort}/health`,
      reuseExistingServer: false,
      env: { MAIL_SINK_SMTP_PORT: String(mailSinkSmtpPort), MAIL_SINK_HTTP_PORT: String(mailSinkHttpPort) },
    },
    // Never the environment's DATABASE_URL: the embedded database in a folder of its own, or
    // E2E_DATABASE_URL, an empty PostgreSQL database kept for this suite (CI makes one: the specs
    // run faster there than on the embedded database of a busy 2-core machine).
    productServer(port, dataDir, process.env.E2E_DATABASE_URL ?? '', process.env.SKIP_BUILD ?? ''),
    // Server B: started once A has built what was stale (web servers start one after the other).
    productServer(serverBPort, `${dataDir}-b`, serverBDatabaseUrl, '1'),
  ],
});
