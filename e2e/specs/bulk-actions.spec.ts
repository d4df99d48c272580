import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations, seriousOrCritical, settle } from '../support/axe';
import { adminApi } from '../support/api';
import { ADMIN_PASSWORD, openSignedIn } from '../support/session';
import { rows } from '../support/tables';

// Bulk actions against the real API. Every spec file of a run shares one database, in any
// order: this file changes only demo records no other spec names (it reads the other spec files and
// leaves out every name they mention), restores what it can (the enquiries go back to pending), and
// keeps the Suggested tab's "unseen" flags the catalog spec expects (see below).

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OTHER_SPECS = readdirSync(HERE)
  .filter((file) => file.endsWith('.spec.ts') && file !== path.basename(fileURLToPath(import.meta.url)))
  .map((file) => readFileSync(path.join(HERE, file), 'utf8'))
  .join('\n');
/** A name no other spec mentions, so changing its record cannot break another spec. */
const unused = (name: string | null | undefined) => Boolean(name) && !OTHER_SPECS.includes(name!);

const bar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const rowOf = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });

/** The page of the doctor list (default order) that shows Marcus Reed (pending), and an active neighbour. */
async function approvalCase(request: Parameters<typeof adminApi>[0]) {
  const api = await adminApi(request);
  const { doctors } = await api.get('/doctor', { limit: 500, offset: 0 });
  const at = doctors.findIndex((doctor) => doctor.full_name === 'Marcus Reed');
  expect(at, 'the demo data has Marcus Reed').toBeGreaterThanOrEqual(0);
  const page = Math.floor(at / 20);
  const onPage = doctors.slice(page * 20, page * 20 + 20);
  const mine = at - page * 20;
  const neighbour = onPage.findIndex(
    (doctor, index) => index !== mine && doctor.status === 'active' && unused(doctor.full_name),
  );
  expect(neighbour, 'an active doctor no other spec uses on the same page').toBeGreaterThanOrEqual(0);
  return { page, pending: 'Marcus Reed', active: onPage[neighbour].full_name!, steps: neighbour - mine };
}

test('doctors: select by mouse and by x, Approve, the refused doctor is reported and stays selected', async ({
  page,
  request,
  baseURL,
}) => {
  const found = await approvalCase(request);
  expect(unused(found.pending), 'no other spec names Marcus Reed').toBe(true);
  await openSignedIn(page, request, baseURL!, `/admin/doctors?page=${found.page}`);
  await expect(rowOf(page, found.pending)).toContainText('Pending');

  // The mouse selects Marcus Reed; the arrow keys move to the neighbour's row and x selects it.
  await page.getByRole('checkbox', { name: `Select ${found.pending}` }).click();
  await expect(bar(page)).toContainText('1 selected');
  for (let step = 0; step < Math.abs(found.steps); step += 1)
    await page.keyboard.press(found.steps > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect(page.getByRole('link', { name: found.active, exact: true })).toBeFocused();
  await page.keyboard.press('x');
  await expect(page.getByRole('checkbox', { name: `Select ${found.active}` })).toBeChecked();
  await expect(bar(page)).toContainText('2 selected');

  await bar(page).getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve 2 doctors?' });
  await confirm.getByRole('button', { name: 'Approve' }).click();

  const report = page.getByRole('dialog', { name: '1 done, 1 refused' });
  await expect(report).toContainText(
    `${found.active}: Only a pending doctor can be approved (status: active)`,
  );
  await expect(toast(page, '1 done, 1 refused')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).first().click();
  await expect(report).toBeHidden();

  // The list reads again: Marcus Reed is active and left the selection; the refused one stays.
  await expect(rowOf(page, found.pending)).toContainText('Active');
  await expect(page.getByRole('checkbox', { name: `Select ${found.pending}` })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Select ${found.active}` })).toBeChecked();
  await expect(bar(page)).toContainText('1 selected');
  await bar(page).getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar(page)).toBeHidden();
});

test('patients: block two with one password entry, after a wrong one', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, baseURL!, '/admin/patients?status=active');
  await expect(rows(page).first().getByRole('link')).toBeVisible();
  const names = (await rows(page).getByRole('link').allTextContents()).filter(unused);
  const picked = [...new Set(names)].slice(0, 2);
  expect(picked, 'two active patients no other spec uses').toHaveLength(2);
  for (const name of picked) await page.getByRole('checkbox', { name: `Select ${name}` }).click();
  await expect(bar(page)).toContainText('2 selected');

  await bar(page).getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Block 2 patients?' });
  await expect(dialog).toContainText('Enter your password to block 2 patients.');
  await dialog.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(toast(page, 'Incorrect password')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Password' }).fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, '2 done, 0 refused')).toBeVisible();
  await expect(bar(page)).toBeHidden();
  // Blocked, they leave the list of active patients.
  for (const name of picked) await expect(rowOf(page, name)).toHaveCount(0);
  await page.goto(`/admin/patients?search=${encodeURIComponent(picked[0])}`);
  await expect(rowOf(page, picked[0])).toContainText('Blocked');
});

test('suggested specialties: Accept the selected suggestion; it joins the active list', async ({
  page,
  request,
  baseURL,
}) => {
  // Opening the Suggested tab marks the suggestions seen, which clears the menu's dot that
  // catalog-lists.spec.ts expects: this test answers that one call itself.
  await page.route('**/api/doctor/suggest-speciality/admin/seen', (route) =>
    route.fulfill({ json: { status: 200, message: '', data: { seen: 0 } } }),
  );
  const api = await adminApi(request);
  const { suggested_specialities: suggestions } = await api.get('/doctor/suggest-speciality/admin', {
    limit: -1,
  });
  const suggestion = suggestions.find((item) => item.doctor && unused(item.speciality_name));
  expect(suggestion, 'a pending specialty suggestion no other spec uses').toBeTruthy();
  const name = suggestion!.speciality_name;

  await openSignedIn(page, request, baseURL!, '/admin/specialties?tab=suggested');
  await page.getByRole('checkbox', { name: `Select ${name}` }).click();
  await bar(page).getByRole('button', { name: 'Accept' }).click();
  await page
    .getByRole('alertdialog', { name: 'Accept 1 suggested specialty?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(toast(page, '1 done, 0 refused')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await expect(bar(page)).toBeHidden();

  await page.getByRole('tab', { name: /^Active Specialties/ }).click();
  await page.getByPlaceholder('Search specialty').fill(name);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
});

test('enquiries: Mark done two, then Mark pending them again', async ({ page, request, baseURL }) => {
  const api = await adminApi(request);
  const { enquiries } = await api.get('/enquiry', { limit: 100, populate: ['user'] });
  // Patients' pending enquiries: the inbox spec acts only on doctors' and clinics'.
  const picked = enquiries.filter((e) => e.user?.role_id === 2 && e.status === 0).slice(0, 2);
  expect(picked, 'two pending enquiries from patients').toHaveLength(2);

  await openSignedIn(page, request, baseURL!, '/admin/enquiries');
  const row = (subject: string): Locator => rows(page).filter({ hasText: subject }).first();
  const select = async () => {
    for (const { subject } of picked) await row(subject).getByRole('checkbox').click();
    await expect(bar(page)).toContainText('2 selected');
  };

  await select();
  await bar(page).getByRole('button', { name: 'Mark done' }).click();
  await page
    .getByRole('alertdialog', { name: 'Mark 2 enquiries as done?' })
    .getByRole('button', { name: 'Mark done' })
    .click();
  await expect(toast(page, '2 done, 0 refused')).toBeVisible();
  for (const { subject } of picked) await expect(row(subject)).toContainText('Completed');

  await select();
  await bar(page).getByRole('button', { name: 'Mark pending' }).click();
  await page
    .getByRole('alertdialog', { name: 'Mark 2 enquiries as pending?' })
    .getByRole('button', { name: 'Mark pending' })
    .click();
  for (const { subject } of picked) await expect(row(subject)).toContainText('Pending');
});

// The bar and the report of refused items, scanned in both themes. Approving an active doctor is
// refused, so nothing changes.
test.describe('the action bar and the report pass axe', () => {
  test.use({ bypassCSP: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, async ({ page, request, baseURL }) => {
      await page.emulateMedia({ colorScheme });
      const found = await approvalCase(request);
      await openSignedIn(page, request, baseURL!, `/admin/doctors?page=${found.page}`);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      await page.getByRole('checkbox', { name: `Select ${found.active}` }).click();
      await expect(bar(page)).toBeVisible();
      await settle(page);
      let violations = seriousOrCritical(await axeViolations(page));
      expect(violations, violations.join('\n')).toEqual([]);

      await bar(page).getByRole('button', { name: 'Approve' }).click();
      await page
        .getByRole('alertdialog', { name: 'Approve 1 doctor?' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await expect(page.getByRole('dialog', { name: '0 done, 1 refused' })).toBeVisible();
      await settle(page);
      violations = seriousOrCritical(await axeViolations(page));
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
});
