import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { mailTo } from '../support/mail';
import { signIn } from '../support/session';

// An Owner builds a team through the product: invitations by e-mail (read from the suite's SMTP
// sink), each invitee sets a name and password, and each role sees only its sections and actions.

const RUN = Date.now().toString(36);
const FINANCE = { email: `finance-${RUN}@example.com`, name: 'Fiona Finance', password: 'Finance@e2e1' };
const SUPPORT = { email: `support-${RUN}@example.com`, name: 'Sam Support', password: 'Support@e2e1' };

const rows = (page: Page) => page.locator('main tbody tr');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The invitation link mailed to `address` (quoted-printable soft breaks undone). */
async function invitationLink(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const raw = (await mailTo(address)).at(-1)?.raw ?? '';
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      link = /https?:\/\/\S+\/accept-invitation#token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function invite(page: Page, email: string, role: string) {
  await page.getByRole('button', { name: 'Invite administrator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite administrator' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function accept(page: Page, person: typeof FINANCE, role: string) {
  await page.goto(await invitationLink(person.email));
  await expect(
    page.getByText(`You are invited as ${role} with ${person.email}`, { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText(`Sign in with ${person.email} and the password you chose.`)).toBeVisible();
}

/** Signs in as `person` in `context` (the refresh cookie lands in the browser); answers the access token. */
async function signInAs(context: BrowserContext, person: typeof FINANCE): Promise<string> {
  const response = await context.request.post('/api/auth/local/admin', {
    data: { username: person.email, password: person.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('an Owner invites Finance and Support; each sees only their sections and actions; the audit log names them', async ({
  page,
  browser,
}) => {
  await signIn(page.context());
  await page.goto('/admin/settings/administrators');
  await expect(page.getByTestId('page-title')).toHaveText('Administrators');
  await invite(page, FINANCE.email, 'Finance');
  await invite(page, SUPPORT.email, 'Support');
  const open = page.getByRole('region', { name: 'Open invitations' });
  await expect(open.getByText(FINANCE.email)).toBeVisible();
  await expect(open.getByText(SUPPORT.email)).toBeVisible();

  // Finance: accepts, sees Payments but neither the Audit Log nor Administrators, and refunds.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await accept(finance, FINANCE, 'Finance');
  await signInAs(financeContext, FINANCE);
  await finance.goto('/admin/payments?status=success&sort=collected_amount:DESC');
  await expect(menu(finance).getByRole('link', { name: 'Payments' })).toBeVisible();
  await expect(menu(finance).getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  const first = rows(finance).first();
  await first.getByRole('button', { name: 'Refund' }).click();
  const dialog = finance.getByRole('dialog', { name: 'Refund' });
  await dialog.getByLabel('Reason').fill('Refunded by the finance team');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(finance.getByText('Refund Success')).toBeVisible();
  await finance.goto('/admin/settings/administrators');
  await expect(
    finance.getByRole('heading', { name: "You don't have access to Administrators" }),
  ).toBeVisible();
  await finance.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(finance).toHaveURL(/\/admin\/dashboard$/);

  // Support: no Refund button anywhere in Payments, and the API refuses the call all the same.
  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  await accept(support, SUPPORT, 'Support');
  const supportToken = await signInAs(supportContext, SUPPORT);
  await support.goto('/admin/payments?status=success');
  await expect(rows(support).first()).toBeVisible();
  await expect(support.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(menu(support).getByRole('link', { name: 'Enquiries' })).toBeVisible();
  await expect(menu(support).getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  const payments = await supportContext.request.get('/api/user/payments?limit=1', {
    headers: { Authorization: `Bearer ${supportToken}` },
  });
  const uid = ((await payments.json()) as { data: { appointments: { uid: string }[] } }).data.appointments[0]
    .uid;
  const refused = await supportContext.request.post(`/api/payments/refund/${uid}`, {
    headers: { Authorization: `Bearer ${supportToken}` },
    data: { type: 'full_refund', reason: 'not allowed' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain('payments.refund');
  await support.goto('/admin/audit-log');
  await expect(support.getByRole('heading', { name: "You don't have access to Audit Log" })).toBeVisible();

  // The Owner's audit log names both, and the team lists them with their roles.
  await page.goto('/admin/audit-log');
  // The newest entries first: Support's sign-in, Finance's refund and sign-in, under their names.
  await expect(rows(page).filter({ hasText: FINANCE.name }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: SUPPORT.name }).first()).toBeVisible();
  // The admin filter offers them by name too.
  await expect(page.locator('main option', { hasText: FINANCE.name })).toHaveCount(1);
  await page.goto('/admin/settings/administrators');
  const team = page.getByRole('region', { name: 'Administrators' });
  await expect(team.getByRole('row').filter({ hasText: FINANCE.name })).toContainText('Finance');
  await expect(team.getByRole('row').filter({ hasText: SUPPORT.name })).toContainText('Support');

  await financeContext.close();
  await supportContext.close();
});
