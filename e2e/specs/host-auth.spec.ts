import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openSignedIn, signIn } from '../support/session';

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an invalid sign-in form shows its messages and Login Error', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter username')).toBeVisible();
  await expect(page.getByText('Please enter password')).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Login Error' })).toBeVisible();

  await page.getByLabel('Email').fill('admin@example');
  await expect(page.getByText('Please enter a valid username')).toBeVisible();
});

test("a wrong password keeps the admin on /login with the toast 'Login Error'", async ({ page }) => {
  await page.goto('/login');
  await page.locator('#root form[aria-label="Login"]').waitFor();
  await signInThroughForm(page, ADMIN_EMAIL, 'not-the-password');
  await expect(page.getByTestId('toast').filter({ hasText: 'Login Error' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in leads back to the page asked for, and /login then goes to the dashboard', async ({
  page,
}) => {
  await page.goto('/admin/settings?tab=payment');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await signInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByTestId('toast').filter({ hasText: 'Login Success' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=payment$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('logout asks first, says Logout Success and ends the session', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to logout?');
  await expect(dialog).toContainText('This session will be automatically dismissed');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Logout Success' })).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session ended elsewhere sends the admin to /login on the next call, and back after signing in', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signIn(page.context(), request, baseURL!);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('region', { name: 'Doctors', exact: true })).toBeVisible();
  // End the session on the server, as another device logging out would.
  await request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { session_id: session.session_id },
  });

  await page.goto('/admin/settings?tab=payment');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/settings\?tab=payment$/);
});

test('a renewal whose answer never reached the browser (a reload mid-refresh) leaves it the rotated cookie', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page.context(), request, baseURL!);
  const refreshCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'admin_refresh')?.value;
  const held = await refreshCookie();
  // The server rotates the browser's cookie, but the answer goes elsewhere: the browser never sees it.
  const lost = await request.post('/api/auth/token/refresh', {
    headers: { cookie: `admin_refresh=${held}` },
  });
  expect(lost.status()).toBe(200);
  const rotated = /admin_refresh=([^;]+)/.exec(lost.headers()['set-cookie'] ?? '')?.[1];
  expect(rotated).toBeTruthy();

  // The next page presents the old cookie: the admin stays signed in and the browser now holds the
  // rotated one, so the reuse check cannot end the session once the grace is over.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('region', { name: 'Doctors', exact: true })).toBeVisible();
  expect(await refreshCookie()).toBe(rotated);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Doctors', exact: true })).toBeVisible();
});
