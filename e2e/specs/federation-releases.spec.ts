import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  HOST_CONFIG,
  hostBuildFingerprint,
  ROOT,
  releaseVariant,
  replaceIn,
  useRelease,
} from '../support/releases';
import { openSignedIn } from '../support/session';

// A team's release of remote-catalog, made by its own release command from a copy of its folder:
// the same code (the one running), a release with a visible change, and one built against a newer
// shared contract than this shell offers.
const CATALOG = 'remote-catalog';
const BASE = '0.1.0-e2e.1';
const RENAMED = '0.1.1-e2e.1';
const NEWER_CONTRACT = '0.2.0-e2e.1';
const CATALOG_LABEL = 'Specialties, services and board certifications';

test.describe.configure({ mode: 'serial' });

let originalConfig = '';

test.beforeAll(async () => {
  // Three production builds of one remote on a shared 2-core machine.
  test.setTimeout(600_000);
  originalConfig = fs.readFileSync(HOST_CONFIG, 'utf8');
  // Releases kept by an earlier run were built from older code: this run makes its own.
  const releases = path.join(ROOT, CATALOG, 'releases');
  for (const version of [BASE, RENAMED, NEWER_CONTRACT]) {
    fs.rmSync(path.join(releases, version), { recursive: true, force: true });
  }
  releaseVariant({ dir: CATALOG, version: BASE });
  releaseVariant({
    dir: CATALOG,
    version: RENAMED,
    // The team renames a page: its menu entry (remote.json) and its title (the routes module).
    change: (copy) => {
      replaceIn(
        path.join(copy, 'remote.json'),
        '"label": "Board Certifications"',
        '"label": "Certifications"',
      );
      replaceIn(
        path.join(copy, 'src/exposes/routes.ts'),
        "title: 'Board Certifications'",
        "title: 'Certifications'",
      );
    },
  });
  releaseVariant({ dir: CATALOG, version: NEWER_CONTRACT, sharedVersion: '5.0.0' });
});

test.afterAll(() => {
  if (originalConfig) fs.writeFileSync(HOST_CONFIG, originalConfig);
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openFromMenu(page: Page, label: string) {
  await menu(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByTestId('page-title')).toHaveText(label);
}

test('a release is picked by config.json alone: forward on reload, then back, the host untouched', async ({
  page,
  request,
  baseURL,
}) => {
  const hostBefore = hostBuildFingerprint();
  const manifests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/remotes/catalog/') && req.url().endsWith('mf-manifest.json'))
      manifests.push(req.url());
  });

  expect(useRelease(CATALOG, BASE)).toContain(
    `Written into ${HOST_CONFIG}: effective at the next page load.`,
  );
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  await openFromMenu(page, 'Board Certifications');
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

  useRelease(CATALOG, RENAMED);
  await page.reload();
  await expect(menu(page).getByRole('link', { name: 'Board Certifications', exact: true })).toHaveCount(0);
  await openFromMenu(page, 'Certifications');
  await expect(page).toHaveURL(/\/admin\/board-certifications$/);
  await expect(page.getByRole('columnheader').first()).toBeVisible();

  // Rollback: the previous release, again by config.json alone.
  useRelease(CATALOG, BASE);
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('Board Certifications');
  await expect(menu(page).getByRole('link', { name: 'Certifications', exact: true })).toHaveCount(0);

  expect(manifests.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining([
      `/remotes/catalog/${BASE}/mf-manifest.json`,
      `/remotes/catalog/${RENAMED}/mf-manifest.json`,
    ]),
  );
  expect(hostBuildFingerprint()).toBe(hostBefore);

  // The status page names the release that runs.
  await page.goto('/admin/settings/modules');
  const row = page.getByTestId('remote-status-catalog');
  await expect(row.getByTestId('version')).toHaveText(BASE);
  await expect(row.getByTestId('state')).toHaveText('Loaded');
  await expect(row).toContainText(`/remotes/catalog/${BASE}/mf-manifest.json`);
});

test('a remote built against a newer contract gets a clear panel while the rest works', async ({
  page,
  request,
  baseURL,
}) => {
  useRelease(CATALOG, NEWER_CONTRACT);
  await openSignedIn(page, request, baseURL!, '/admin/specialties');
  const panel = page.getByTestId('remote-incompatible');
  await expect(panel).toContainText(`The ${CATALOG_LABEL} module needs a newer shell: reload`);
  await expect(panel).toContainText(
    `Version ${NEWER_CONTRACT} of this module needs contract ^5.0.0; this shell offers 4.3.0.`,
  );
  await expect(panel.getByRole('button', { name: 'Reload' })).toBeVisible();
  // Its menu entries say so; the other modules work.
  await expect(menu(page).getByRole('link', { name: 'Board Certifications', exact: true })).toHaveAttribute(
    'aria-description',
    'Unavailable',
  );
  await openFromMenu(page, 'Doctors');
  await expect(page.getByTestId('remote-incompatible')).toHaveCount(0);

  await page.goto('/admin/settings/modules');
  const row = page.getByTestId('remote-status-catalog');
  await expect(row.getByTestId('state')).toHaveText('Incompatible');
  await expect(row.getByTestId('error')).toHaveText('This module needs a newer shell: reload');
  await expect(page.getByTestId('remote-status-people').getByTestId('state')).toHaveText('Loaded');
});

test("a config entry that understates a remote's contract is caught by the remote's own build info", async ({
  page,
  request,
  baseURL,
}) => {
  useRelease(CATALOG, NEWER_CONTRACT);
  // The entry claims the release fits; the code it loads says what it was built against.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.remotes.catalog.contract = '^4.0.0';
    await route.fulfill({ response, json: config });
  });
  await openSignedIn(page, request, baseURL!, '/admin/services');
  await expect(page.getByTestId('remote-incompatible')).toContainText(
    `Version ${NEWER_CONTRACT} of this module needs contract ^5.0.0; this shell offers 4.3.0.`,
  );
  await openFromMenu(page, 'Payments');
  await expect(page.getByTestId('remote-incompatible')).toHaveCount(0);
});

test('a manifest request that fails once is retried: the page loads, the failure is logged', async ({
  page,
  request,
  baseURL,
}) => {
  fs.writeFileSync(HOST_CONFIG, originalConfig);
  let failed = 0;
  await page.route('**/remotes/people/mf-manifest.json', (route) => {
    if (failed > 0) return route.continue();
    failed += 1;
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
  });
  const report = page.waitForRequest('**/api/federation/failures');
  await openSignedIn(page, request, baseURL!, '/admin/doctors');
  await expect(page.getByTestId('page-title')).toHaveText('Doctors');
  await expect(page.getByRole('columnheader').first()).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  expect(failed).toBe(1);

  const sent = await report;
  expect(sent.postDataJSON()).toEqual({
    remote: 'people',
    version: '0.1.0',
    stage: 'manifest',
    attempt: 1,
    final: false,
    error: '/remotes/people/mf-manifest.json answered 503',
  });
  expect((await sent.response())?.status()).toBe(202);
});
