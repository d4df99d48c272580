import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/session';

// login.html paints the sign-in form before any of the app's scripts run. Whatever the admin does
// once the fields show (type then Enter, a password manager's autofill then Enter, a click on Login)
// signs in on the first try, and nothing typed is lost when the app takes the page over.

const email = (page: Page) => page.getByLabel('Email');
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const dashboardTitle = (page: Page) => page.getByTestId('page-title').filter({ hasText: 'Dashboard' });
// Signing in loads the shell and the dashboard: on a busy 2-core CI machine that can take a while.
const SIGNED_IN = { timeout: 30_000 };

/** Holds the app's scripts back until `release()`: meanwhile the page is login.html alone. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('fill and Enter the moment the fields exist signs in, 10 times of 10', async ({ browser }) => {
  test.setTimeout(300_000);
  for (let run = 1; run <= 10; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login', { waitUntil: 'commit' });
    await password(page).waitFor();
    await email(page).fill(ADMIN_EMAIL);
    await password(page).fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dashboardTitle(page), `run ${run}`).toBeVisible(SIGNED_IN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await context.close();
  }
});

test('an autofill (both fields set at once, no keystrokes) then Enter signs in before the app has run', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  const signIn = page.waitForResponse('**/api/auth/local/admin');
  await page.goto('/login', { waitUntil: 'commit' });
  await password(page).waitFor();
  // What a password manager does: values written straight into the fields, one input event each.
  await page.evaluate(
    ([user, secret]) => {
      for (const [name, value] of [
        ['email', user],
        ['password', secret],
      ] as const) {
        const field = document.querySelector<HTMLInputElement>(`#prerendered input[name="${name}"]`)!;
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    [ADMIN_EMAIL, ADMIN_PASSWORD],
  );
  await password(page).press('Enter');
  // Sent by the page itself, the app still held back.
  expect((await signIn).status()).toBe(200);
  release();
  await expect(dashboardTitle(page)).toBeVisible(SIGNED_IN);
  await expect(page.getByTestId('toast').filter({ hasText: 'Login Success' })).toBeVisible();
});

test('a click on Login before the app has run signs in', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await email(page).fill(ADMIN_EMAIL);
  await password(page).fill(ADMIN_PASSWORD);
  const signIn = page.waitForResponse('**/api/auth/local/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  expect((await signIn).status()).toBe(200);
  release();
  await expect(dashboardTitle(page)).toBeVisible(SIGNED_IN);
});

test("a wrong password sent before the app has run ends in 'Login Error', what was typed kept", async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await email(page).fill(ADMIN_EMAIL);
  await password(page).fill('not-the-password');
  const signIn = page.waitForResponse('**/api/auth/local/admin');
  await page.keyboard.press('Enter');
  expect((await signIn).status()).toBe(400);
  release();
  await expect(page.getByTestId('toast').filter({ hasText: 'Login Error' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(1);
  await expect(email(page)).toHaveValue(ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/login$/);
});

test('an incomplete form submitted before the app has run gets the messages once the app is there', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  let signInCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/local/admin')) signInCalls += 1;
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await email(page).fill('admin@example');
  await page.keyboard.press('Enter');
  release();
  await expect(page.getByText('Please enter a valid username')).toBeVisible();
  await expect(page.getByText('Please enter password')).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Login Error' })).toBeVisible();
  await expect(email(page)).toHaveValue('admin@example');
  expect(signInCalls).toBe(0);

  // Corrected in the app's own form, it signs in.
  await email(page).fill(ADMIN_EMAIL);
  await password(page).fill(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dashboardTitle(page)).toBeVisible(SIGNED_IN);
});

test('typing while the app takes over loses nothing, and the app signs in', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await email(page).fill(ADMIN_EMAIL);
  await password(page).fill(ADMIN_PASSWORD.slice(0, -2));
  release();
  await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(1);
  await page.waitForFunction(() => !document.getElementById('prerendered'));
  await expect(email(page)).toHaveValue(ADMIN_EMAIL);
  await expect(password(page)).toBeFocused();
  await page.keyboard.type(ADMIN_PASSWORD.slice(-2));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
