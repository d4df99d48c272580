import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The browser suite runs against the product exactly as `pnpm start` serves it, on a fresh embedded
// database of its own, in Debian's Chromium (no browser download: see the README).
const port = Number(process.env.E2E_PORT ?? 18_180);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `telehealth-e2e-${process.pid}`);
export const baseURL = `http://127.0.0.1:${port}`;
const mailSinkSmtpPort = port + 2000;
const mailSinkHttpPort = port + 3000;
process.env.MAIL_SINK_HTTP_PORT = String(mailSinkHttpPort);

export default defineConfig({
  testDir: './specs',
  // Per test; generous because CI shares a 2-core machine. Speed is measured by `pnpm bench`.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The specs share one server and its demo data, in file order. The accessibility scan opens every
  // screen, and opening Notifications marks the feed seen, so it runs after the behaviour specs
  // (which expect the demo data's unseen entries) as a project of its own.
  projects: [
    { name: 'behaviour', testIgnore: /accessibility\.spec\.ts/ },
    { name: 'accessibility', testMatch: /accessibility\.spec\.ts/, dependencies: ['behaviour'] },
  ],
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
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
    {
      command: 'node ../scripts/start.mjs',
      url: `${baseURL}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'Admin@12345',
        // The specs read the demo data (start.mjs asks for it too; said here so no default decides).
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        SKIP_BUILD: process.env.SKIP_BUILD ?? '',
        // Never the environment's DATABASE_URL: the embedded database in a folder of its own, or
        // E2E_DATABASE_URL, an empty PostgreSQL database kept for this suite (CI makes one: the
        // specs run faster there than on the embedded database of a busy 2-core machine).
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        SMTP_URL: `smtp://127.0.0.1:${mailSinkSmtpPort}`,
        MAIL_FROM: 'Telehealth Admin <no-reply@example.com>',
        // Where Edit opens a user's session; specs answer that origin's pages themselves.
        MAIN_SITE_URL: 'http://localhost:3000',
      },
    },
  ],
});
