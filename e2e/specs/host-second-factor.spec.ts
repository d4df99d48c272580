import { expect, type Page, test } from '@playwright/test';
import { inviteAndAccept, logout, passwordStep as fillPasswordStep } from '../support/admins';
import { signIn } from '../support/session';
import { totpCode, totpStep } from '../support/totp';

// A Finance admin turns on two-step sign-in through Settings → Security (this file computes the codes
// from the key the page shows as text, as an authenticator app would), signs in with a code and
// with a recovery code, and a refund above the policy's amount asks for a fresh code in place.

const RUN = Date.now().toString(36);
const FINANCE = { email: `finance-2fa-${RUN}@example.com`, name: 'Tara Twofactor', password: 'Finance@2fa1' };
const DEFAULT_POLICY = { required_roles: [], refund_step_up_above_cents: 50_000 };

const rows = (page: Page) => page.locator('main tbody tr');

/** Waits until the clock is past `step`: each code is accepted once, so a new sign-in needs a new step. */
async function nextCodeAfter(step: number): Promise<string> {
  await expect.poll(() => totpStep(), { timeout: 35_000, intervals: [500] }).toBeGreaterThan(step);
  return totpCode(key);
}

let key = '';

async function passwordStep(page: Page) {
  await fillPasswordStep(page, FINANCE);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
}

async function secondStep(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('a Finance admin enrols an authenticator, signs in with a code and a recovery code, and a large refund asks for a fresh code', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The Owner (no factor in the demo) invites the Finance admin and lowers the refund amount.
  const ownerContext = await browser.newContext();
  const owner = await signIn(ownerContext);
  const auth = { authorization: `Bearer ${owner.token}` };
  await inviteAndAccept(ownerContext, owner.token, FINANCE, 'finance');
  const policy = await ownerContext.request.put('/api/admins/second-factor-policy', {
    headers: auth,
    data: { required_roles: [], refund_step_up_above_cents: 1_000 },
  });
  expect(policy.ok()).toBe(true);

  try {
    // Sign in with the password alone (no factor yet) and enrol.
    await fillPasswordStep(page, FINANCE);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/settings?tab=security');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByLabel('QR code of your authenticator key')).toBeVisible();
    key = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const enrolStep = totpStep();
    await page.getByLabel('2. Enter the 6-digit code the app shows').fill(totpCode(key));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('recovery-codes').locator('code');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent()) ?? '';
    expect(recovery).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await page.getByRole('button', { name: 'I saved my codes' }).click();
    await expect(page.getByText('of 10 recovery codes left')).toBeVisible();
    await logout(page);

    // The password alone opens nothing now: a recovery code completes the sign-in, once.
    await passwordStep(page);
    await secondStep(page, recovery);
    await logout(page);

    // An authenticator code (of a step after the enrolment's) completes it too.
    await passwordStep(page);
    await secondStep(page, await nextCodeAfter(enrolStep));
    const usedStep = totpStep();

    // A refund above the amount asks for a fresh code in place, then goes through.
    await page.goto('/admin/payments?status=success&sort=collected_amount:DESC');
    const row = rows(page).nth(2);
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund' });
    await dialog.getByText('Partial Refund').click();
    await dialog.getByLabel('Amount').fill('12.34');
    await dialog.getByLabel('Reason').fill('Second factor check');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const stepUp = page.getByRole('alertdialog', { name: 'Confirm it is you' });
    await expect(stepUp).toContainText('Confirm with your authenticator code to continue');
    await stepUp.getByLabel('Authenticator code or recovery code').fill('000000');
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await expect(stepUp.getByText('Invalid code. Please try again.')).toBeVisible();
    await stepUp.getByLabel('Authenticator code or recovery code').fill(await nextCodeAfter(usedStep));
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Refund Success')).toBeVisible();
    await expect(stepUp).toBeHidden();
  } finally {
    await ownerContext.request.put('/api/admins/second-factor-policy', {
      headers: auth,
      data: DEFAULT_POLICY,
    });
    await ownerContext.close();
  }
});
