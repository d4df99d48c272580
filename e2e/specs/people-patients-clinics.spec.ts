import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, openSignedIn } from '../support/session';
import { column, expectColumn, rows } from '../support/tables';

// Patients and clinics: their lists, details and status actions. Every spec file of a run shares
// one database: the actions use demo records nothing else touches (the patients Zoey Adams and
// Logan Rivera, the clinics Northside Specialty Clinic, Golden Gate Health Partners and Lone Star
// Medical Associates), and no assertion depends on a count another spec can change.

/** Finds a record through its list's search and opens it. */
async function openFromList(page: Page, list: 'patients' | 'clinics', name: string) {
  await page.goto(`/admin/${list}?search=${encodeURIComponent(name)}`);
  await expect(rows(page).getByRole('link', { name, exact: true })).toHaveCount(1);
  await rows(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${list}/[0-9a-f-]{36}`));
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

/** Runs Block / Unblock / Delete through the password dialog. */
async function confirmWithPassword(page: Page, label: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

// Columns of the patient table (the first is the row number).
const PATIENT_COL = { name: 1, login: 5, status: 6 };

test('the patient list: columns, Local shown as Email, status filter, search and pages in the URL', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/patients');
  await expect(page.getByTestId('page-title')).toHaveText('Patients');
  for (const name of ['Name', 'Phone', 'Email', 'Appointments', 'Login Type', 'Status'])
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  await expectColumn(page, PATIENT_COL.login, (texts) => {
    expect(texts).toContain('Email');
    expect(texts).not.toContain('Local');
  });

  const status = page.getByLabel('Status');
  await expect(status.locator('option')).toHaveText(['All', 'Active', 'Blocked']);
  await status.selectOption({ label: 'Blocked' });
  await expect(page).toHaveURL(/[?&]status=blocked/);
  await expectColumn(page, PATIENT_COL.status, (texts) =>
    expect(texts.every((t) => t === 'Blocked')).toBe(true),
  );
  await status.selectOption({ label: 'Active' });
  await expect(page).toHaveURL(/[?&]status=active/);
  await expectColumn(page, PATIENT_COL.status, (texts) =>
    expect(texts.every((t) => t === 'Active')).toBe(true),
  );

  // Pages keep the filter; ?page= is zero-based.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=1/);
  await expect(page).toHaveURL(/[?&]status=active/);
  await expect(column(page, 0).first()).toHaveText('21');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/patients$/);
  await expect(status).toHaveValue('');

  // Search (encrypted at rest: the server searches blind indexes), leading spaces stripped.
  const search = page.getByPlaceholder('Name / Email / Phone');
  await search.fill('  Ava Thompson');
  await expect(search).toHaveValue('Ava Thompson');
  await expect(page).toHaveURL(/[?&]search=Ava(\+|%20)Thompson/);
  await expect(column(page, PATIENT_COL.name)).toHaveText(['Ava Thompson']);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(search).toHaveValue('');
});

test('a patient: profile, Edit, recent appointments, and Block / Unblock with the password', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/patients');
  await openFromList(page, 'patients', 'Zoey Adams');
  await expect(page.getByRole('heading', { name: 'Profile Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Appointments' })).toBeVisible();
  await expect(
    page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Recent Appointments' }) })
      .getByRole('table')
      .locator('tbody tr')
      .first(),
  ).toBeVisible();

  // Active: Block and Delete, no Unblock.
  await page.getByRole('button', { name: /^Actions/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Unblock', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dialog.getByText('Please enter password', { exact: true })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('alertdialog').getByText('Incorrect password', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await confirmWithPassword(page, 'Block');
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();

  // Blocked: Unblock and Delete, no Block.
  await page.getByRole('button', { name: /^Actions/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Block', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Unblock', exact: true }).click();
  await confirmWithPassword(page, 'Unblock');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('deleting a patient; a deleted patient has no actions', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, baseURL!, '/admin/patients');
  // Logan Rivera is rejected: neither Block nor Unblock, but Delete.
  await openFromList(page, 'patients', 'Logan Rivera');
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Actions/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Block', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Unblock', exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirmWithPassword(page, 'Delete');
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions/ })).toHaveCount(0);
});

test("a clinic's tabs and its Appointments and Doctors lists, in the URL", async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/clinics');
  await expect(page.getByTestId('page-title')).toHaveText('Clinics');
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await expect(page).toHaveURL(/[?&]status=active/);
  await expectColumn(page, 'Status', (texts) => expect(texts.every((t) => t === 'Active')).toBe(true));

  await openFromList(page, 'clinics', 'Riverside Family Health Center');
  await expect(page.getByText('Total Appointments')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock', exact: true })).toHaveCount(0);
  await expect(page.getByText('This clinic is waiting for approval.')).toHaveCount(0);

  const profile = page.getByRole('tab', { name: 'Profile' });
  await expect(profile).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Clinic Name')).toBeVisible();
  await page.getByRole('tab', { name: 'Service Location' }).click();
  await expect(page).toHaveURL(/[?&]tab=Service(\+|%20)Location/);
  await expect(page.getByRole('tabpanel').first().locator('tbody tr')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Bank Detail' }).click();
  await expect(page).toHaveURL(/[?&]tab=Bank(\+|%20)Detail/);
  await expect(page.getByText('Bank Name')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Bank Detail' })).toHaveAttribute('aria-selected', 'true');

  // The sub-tabs under the clinic; its Total Appointments is the count its Appointments list shows.
  await expect(page.getByRole('tab', { name: 'Appointments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Appointment ID' })).toBeVisible();
  const shown = await page
    .getByText(/^Showing \d+–\d+ of \d+$/)
    .first()
    .textContent();
  const listed = Number(shown?.split(' of ')[1]);
  expect(listed).toBeGreaterThan(0);
  const stat = (label: string) => page.getByText(label, { exact: true }).locator('..');
  await expect(stat('Total Appointments')).toContainText(String(listed));
  await expect(stat('Total Balance')).not.toContainText('$0.00');
  await page.getByRole('tab', { name: 'Doctors' }).click();
  await expect(page).toHaveURL(/[?&]list=doctors/);
  await expect(page.getByRole('tab', { name: 'Bank Detail' })).toHaveAttribute('aria-selected', 'true');
  // The last table but the History panel's.
  const doctors = page
    .locator('section')
    .filter({ hasNot: page.getByRole('heading', { name: 'History' }) })
    .getByRole('table')
    .last()
    .locator('tbody tr');
  await expect(doctors.first().getByRole('link')).toBeVisible();
  await page.getByRole('tab', { name: 'Appointments' }).click();
  await expect(page).not.toHaveURL(/list=doctors/);
});

test('approving one pending clinic, rejecting and then deleting another', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/clinics');
  await openFromList(page, 'clinics', 'Northside Specialty Clinic');
  await expect(page.getByText('This clinic is waiting for approval.')).toBeVisible();
  // Pending: neither Block nor Delete.
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('alertdialog', { name: 'Approve Northside Specialty Clinic?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('This clinic is waiting for approval.')).toHaveCount(0);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();

  await openFromList(page, 'clinics', 'Golden Gate Health Partners');
  await page.getByRole('button', { name: 'Reject' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reject Golden Gate Health Partners?' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page.getByRole('alertdialog').getByText('Enter your password to delete Golden Gate Health Partners.'),
  ).toBeVisible();
  await confirmWithPassword(page, 'Delete');
  await expect(page.getByText('Clinic successfully deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clinics$/);
});

test('unblocking and blocking a clinic with the password', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, baseURL!, '/admin/clinics');
  await openFromList(page, 'clinics', 'Lone Star Medical Associates');
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Unblock', exact: true }).click();
  await confirmWithPassword(page, 'Unblock');
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await confirmWithPassword(page, 'Block');
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock', exact: true })).toBeVisible();
});
