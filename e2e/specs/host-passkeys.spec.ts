import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { inviteAndAccept, logout, passwordStep } from '../support/admins';
import { signIn } from '../support/session';

// An Owner adds a passkey in Settings → Security (Chromium's virtual authenticator stands in for the
// laptop's), signs in with the password and the passkey, proves a role change with it from the
// step-up dialog, and removes it (confirmed, and proved afresh in a new session).

// WebAuthn refuses an IP address as the relying party: the page runs on localhost, the API's
// default RP ID being the host the browser asked for.
test.use({ baseURL: baseURL.replace('127.0.0.1', 'localhost') });

const RUN = Date.now().toString(36);
const OWNER = { email: `owner-passkey-${RUN}@example.com`, name: 'Pia Passkey', password: 'Owner@pass1' };
const TARGET = {
  email: `support-passkey-${RUN}@example.com`,
  name: `Sam Steady ${RUN}`,
  password: 'Support@1',
};
const TIMESTAMP = /\d\d-\d\d-\d{4} \d\d:\d\d (AM|PM)/;

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function signInWithPasskey(page: Page) {
  await passwordStep(page, OWNER);
  const second = page.getByRole('form', { name: 'Two-step sign-in' });
  // The code field stays beside the passkey, for a recovery code.
  await expect(second.getByLabel('Authentication code')).toBeVisible();
  await second.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('an Owner adds a passkey, signs in with it, proves a role change with it and removes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext();
  const demoOwner = await signIn(ownerContext);
  await inviteAndAccept(ownerContext, demoOwner.token, OWNER, 'owner');
  await inviteAndAccept(ownerContext, demoOwner.token, TARGET, 'support');
  await ownerContext.close();
  const authenticator = await addVirtualAuthenticator(page);

  // The password alone signs in (no factor yet); Settings → Security adds the passkey.
  await passwordStep(page, OWNER);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/settings?tab=security');
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Name of the passkey').fill('Work laptop');
  await page.getByRole('button', { name: 'Create passkey' }).click();
  // The first factor comes with the recovery codes, shown once.
  await expect(page.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
  await page.getByRole('button', { name: 'I saved my codes' }).click();
  const list = page.getByRole('list', { name: 'Passkeys' });
  const laptop = list.getByRole('listitem').filter({ hasText: 'Work laptop' });
  await expect(laptop).toContainText(/Added \d\d-\d\d-\d{4} \d\d:\d\d (AM|PM) · Last used never/);
  expect(await authenticator.credentials()).toHaveLength(1);
  await logout(page);

  // The password, then "Use a passkey" on the second step.
  await signInWithPasskey(page);
  await page.goto('/admin/settings?tab=security');
  await expect(laptop).toContainText('Last used ');
  await expect(laptop).not.toContainText('Last used never');
  expect((await laptop.textContent())?.match(new RegExp(TIMESTAMP, 'g'))).toHaveLength(2);

  // A role change asks for a fresh proof; the passkey gives it from the dialog, and the change goes on.
  await page.goto('/admin/settings/administrators');
  const row = page.getByRole('row').filter({ hasText: TARGET.name });
  await row.getByRole('button', { name: 'Change role' }).click();
  const roleDialog = page.getByRole('dialog', { name: `Change the role of ${TARGET.name}` });
  await roleDialog.getByLabel('Role').selectOption({ label: 'Auditor' });
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  const stepUp = page.getByRole('alertdialog', { name: 'Confirm it is you' });
  await expect(stepUp).toContainText('Confirm with your passkey to continue');
  await expect(stepUp.getByLabel('Authenticator code or recovery code')).toBeVisible();
  await stepUp.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('Role changed')).toBeVisible();
  await expect(stepUp).toBeHidden();
  await expect(row).toContainText('Auditor');
  await logout(page);

  // In a new session (the sign-in's passkey is no step-up proof), removing asks to confirm, then for
  // a fresh proof.
  await signInWithPasskey(page);
  await page.goto('/admin/settings?tab=security');
  await laptop.getByRole('button', { name: 'Remove Work laptop' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove passkey' });
  await expect(confirm).toContainText('Remove the passkey "Work laptop"? It will no longer sign you in.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(stepUp).toContainText('Confirm with your passkey to continue');
  await stepUp.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await logout(page);

  // No factor left: the password alone signs in again.
  await passwordStep(page, OWNER);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
