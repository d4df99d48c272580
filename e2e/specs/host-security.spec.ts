import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/session';

// What a script injected into the page could take, and what the browser enforces, seen from the page.

test('after signing in, no script can read a token: the refresh cookie is HttpOnly, the access token in memory only', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(readable.cookie).toBe('');
  expect(readable.local).not.toMatch(/token/i);
  expect(readable.session).not.toMatch(/token/i);

  const refresh = (await page.context().cookies()).find((cookie) => cookie.name === 'admin_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/token/refresh' });

  // A reload keeps the admin signed in: the page asks for a new access token with the cookie.
  await page.goto('/admin/patients');
  await expect(page.getByTestId('page-title')).toHaveText('Patients');
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('Patients');
  await expect(page).toHaveURL(/\/admin\/patients$/);
});

test('the pages run under a strict Content-Security-Policy without a single violation', async ({ page }) => {
  test.slow(); // signs in and loads all four remotes and the API docs
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text()))
      violations.push(message.text());
  });
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Each remote loads its code under the policy.
  for (const [menu, title] of [
    ['Doctors', 'Doctors'],
    ['Appointments', 'Appointments'],
    ['Specialties', 'Specialties'],
    ['Enquiries', 'Enquiries'],
  ]) {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: menu }).click();
    await expect(page.getByTestId('page-title')).toHaveText(title);
  }
  await page.goto('/api/docs');
  // The API docs draw the whole contract in the page: on a loaded CI machine that alone can take
  // more than the usual 10 s. What this test checks is the policy, not the speed.
  await expect(page.getByRole('heading', { name: /Telehealth admin API/ })).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test('the admin cannot be framed by another page', async ({ page, baseURL }) => {
  const answer = await page.request.get(`${baseURL}/admin/dashboard`);
  expect(answer.headers()['x-frame-options']).toBe('DENY');
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
