import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/session';

const MENU_PAGES = [
  { menu: 'Doctors', title: 'Doctors' },
  { menu: 'Patients', title: 'Patients' },
  { menu: 'Clinics', title: 'Clinics' },
  { menu: 'Appointments', title: 'Appointments' },
  { menu: 'Payments', title: 'Payments' },
  { menu: 'Specialties', title: 'Specialties' },
  { menu: 'Services', title: 'Services' },
  { menu: 'Enquiries', title: 'Enquiries' },
  { menu: 'Board Certifications', title: 'Board Certifications' },
  { menu: 'Notifications', title: 'Notifications' },
];

test('the host serves the sign-in page and sends /admin without a session to it', async ({ page }) => {
  await page.goto('/admin/doctors');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('every remote page opens through the menu', async ({ page, request, baseURL }) => {
  // Reading the feed marks it seen for the whole run; this spec only checks that the page opens, so
  // it leaves the feed unread for the specs about the menu dot.
  await page.route('**/api/notificationLog*', (route) =>
    route.fulfill({
      json: { status: 200, message: 'OK', data: { notifications: [], count: 0, limit: 100 } },
    }),
  );
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const { menu: label, title } of MENU_PAGES) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByTestId('page-title')).toHaveText(title);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  }
});

test('a remote whose manifest points nowhere shows its panel while the rest keeps working', async ({
  page,
  request,
  baseURL,
}) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.remotes.people.entry = '/remotes/nowhere/mf-manifest.json';
    await route.fulfill({ response, json: config });
  });
  await openSignedIn(page, request, baseURL!, '/admin/doctors');
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toContainText('The Doctors, patients and clinics module is unavailable');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The menu, the session and the other modules still work.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Appointments' })
    .click();
  await expect(page.getByTestId('page-title')).toHaveText('Appointments');
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});

test('a remote answering garbage shows its panel, and Retry loads it once it is back', async ({
  page,
  request,
  baseURL,
}) => {
  let broken = true;
  await page.route('**/remotes/catalog/mf-manifest.json', (route) =>
    broken
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' })
      : route.continue(),
  );
  await openSignedIn(page, request, baseURL!, '/admin/specialties');
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toContainText(
    'The Specialties, services and board certifications module is unavailable',
  );

  broken = false;
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  await expect(page.getByTestId('page-title')).toHaveText('Specialties');
});

test('a remote whose page fails to load shows its panel instead of breaking the shell', async ({
  page,
  request,
  baseURL,
}) => {
  // Every chunk of the inbox remote but its entry and route table fails, as if its server broke midway.
  await page.route(
    /\/remotes\/inbox\/(?!remoteEntry|mf-manifest|__federation_expose_routes).*\.js$/,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'throw new Error("broken deploy")',
      }),
  );
  await openSignedIn(page, request, baseURL!, '/admin/enquiries');
  await expect(page.getByTestId('remote-unavailable')).toContainText(
    'The Enquiries and notifications module is unavailable',
  );
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByTestId('page-title')).toHaveText('Payments');
});
