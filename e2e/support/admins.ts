import { type BrowserContext, expect, type Page } from '@playwright/test';
import { mailTo } from './mail';

export interface NewAdmin {
  email: string;
  name: string;
  password: string;
}

/**
 * The signed-in Owner of `ownerContext` (its access token `ownerToken`) invites `person` as `role`;
 * the invitation link is read from the mail sink and accepted with the person's name and password.
 */
export async function inviteAndAccept(
  ownerContext: BrowserContext,
  ownerToken: string,
  person: NewAdmin,
  role: string,
): Promise<void> {
  const invited = await ownerContext.request.post('/api/admin-invitations', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { email: person.email, role },
  });
  expect(invited.status()).toBe(201);
  let token = '';
  await expect
    .poll(async () => {
      const raw = ((await mailTo(person.email)).at(-1)?.raw ?? '')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      token = /accept-invitation#token=([A-Za-z0-9_-]+)/.exec(raw)?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  const accepted = await ownerContext.request.post('/api/admin-invitations/accept', {
    data: { token, full_name: person.name, password: person.password },
  });
  expect(accepted.ok()).toBe(true);
}

/** Fills the login form's password step for `person` and sends it. */
export async function passwordStep(page: Page, person: NewAdmin): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logout from the shell's bar, confirmed. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
