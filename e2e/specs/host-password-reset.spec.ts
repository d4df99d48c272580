import { expect, type Page, test } from '@playwright/test';
import { apiSignIn, restoreAdminPassword } from '../support/api';
import { waitForCode } from '../support/mail';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/session';

// The reset flow keeps its session id and e-mail here between its pages (host auth/reset-flow-storage).
const SESSION_ID_KEY = 'admin_reset_session_id';
const EMAIL_KEY = 'admin_reset_email';
// Only this spec sets it, and it always ends with the admin's password set back to ADMIN_PASSWORD.
const TEMPORARY_PASSWORD = 'Reset@67890';

function stored(page: Page) {
  return page.evaluate(
    ([idKey, emailKey]) => ({
      sessionId: localStorage.getItem(idKey),
      email: localStorage.getItem(emailKey),
    }),
    [SESSION_ID_KEY, EMAIL_KEY],
  );
}

function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** A six-digit code that is not `code`. */
function wrongCodeFor(code: string): string {
  return code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
}

test('the reset pages need a reset under way: /verification and /set-new-password go back to /forgot-password', async ({
  page,
}) => {
  await page.goto('/verification');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto('/set-new-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("a verification answer without session_id shows 'Something went wrong' and stays", async ({ page }) => {
  // Both calls answered here: no code is mailed, so the server's per-admin code budget is untouched.
  await page.route('**/api/auth/password/forgot', (route) =>
    route.fulfill({
      json: { status: 200, message: 'sent', data: { session_id: '00000000-0000-4000-8000-000000000001' } },
    }),
  );
  await page.route('**/api/auth/otp/verify', (route) =>
    route.fulfill({ json: { status: 200, message: 'Verified', data: {} } }),
  );
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await page.getByRole('textbox', { name: 'Verification Code', exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Something went wrong')).toBeVisible();
  await expect(page).toHaveURL(/\/verification$/);
});

test('forgot password: the e-mailed code, a wrong one, the new password rules, success, and signing in with it', async ({
  page,
  request,
}, testInfo) => {
  const shots = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  try {
    // From the sign-in page to the e-mail step.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await shots('1-forgot-password');
    const since = new Date();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The reset session id and e-mail are kept locally for the next pages.
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByText(ADMIN_EMAIL)).toBeVisible();
    const afterForgot = await stored(page);
    expect(afterForgot.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(afterForgot.email).toBe(ADMIN_EMAIL);
    const code = await waitForCode(ADMIN_EMAIL, since);

    // A wrong code: the server's message, and the admin stays to try again.
    await page.getByRole('textbox', { name: 'Verification Code', exact: true }).fill(wrongCodeFor(code));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Invalid verification code')).toBeVisible();
    await expect(page).toHaveURL(/\/verification$/);
    await shots('2-verification-wrong-code');

    // The right code leads on; the stored session id is now the verified one.
    await page.getByRole('textbox', { name: 'Verification Code', exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/set-new-password$/);
    const afterVerify = await stored(page);
    expect(afterVerify.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(afterVerify.sessionId).not.toBe(afterForgot.sessionId);
    expect(afterVerify.email).toBe(ADMIN_EMAIL);

    // The new password's messages: required, at least 6 characters, both equal.
    const password = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(page.getByText('Please enter valid password', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Confirm Password must be minimum 6 characters', { exact: true }),
    ).toBeVisible();
    await password.fill('12345');
    await confirm.fill('12345');
    await submit.click();
    await expect(page.getByText('Password must be minimum 6 characters', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Confirm Password must be minimum 6 characters', { exact: true }),
    ).toBeVisible();
    await shots('3-set-new-password-too-short');
    await password.fill(TEMPORARY_PASSWORD);
    await confirm.fill(`${TEMPORARY_PASSWORD}x`);
    await submit.click();
    await expect(page.getByText('Confirm Password must be same as password', { exact: true })).toBeVisible();
    await shots('4-set-new-password-mismatch');
    await expect(page).toHaveURL(/\/set-new-password$/);

    // A good pair: the success page, and the reset's stored id and e-mail are gone.
    await confirm.fill(TEMPORARY_PASSWORD);
    await submit.click();
    await expect(page).toHaveURL(/\/success-login$/);
    await expect(
      page.getByText('Your password has been reset successfully.', { exact: false }),
    ).toBeVisible();
    expect(await stored(page)).toEqual({ sessionId: null, email: null });
    await shots('5-success-login');

    // Login leads to the sign-in page, where the new password works.
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(TEMPORARY_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Login Success')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // Set it back through Settings > Account, as an administrator would.
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await page.getByLabel('Current Password', { exact: true }).fill(TEMPORARY_PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Password changed successfully')).toBeVisible();
    expect(await apiSignIn(request, ADMIN_PASSWORD)).not.toBeNull();
  } finally {
    // Whatever failed above, the other specs must find the admin password as it began.
    await restoreAdminPassword(request, [TEMPORARY_PASSWORD]);
  }
});
