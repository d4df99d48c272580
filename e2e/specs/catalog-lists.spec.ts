import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from '../support/session';

// Each test works on names it creates itself (suffixed with the run's time), so the specs do not
// depend on each other or on another spec's changes to the demo data.
const run = Date.now().toString(36).slice(-5);

async function search(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
}

test('specialties: add, search, rename and delete', async ({ page, request, baseURL }) => {
  const name = `E2E Specialty ${run}`;
  await openSignedIn(page, request, baseURL!, '/admin/specialties');
  await expect(page.getByRole('tab', { name: /^Active Specialties \(\d+\)$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add specialty' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Specialty' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Please enter specialty')).toBeVisible();
  await dialog.getByLabel('Specialty Name').fill(name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Specialty added successfully')).toBeVisible();

  await search(page, 'Search specialty', name);
  await expect(page.getByRole('tab', { name: 'Active Specialties (1)' })).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add specialty' }).click();
  await page.getByLabel('Specialty Name').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Specialty already exists')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Specialty Name').fill(`${name} Renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Specialty updated successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${name} Renamed`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name} Renamed` }).click();
  await confirm(page, 'Are you sure you want to delete this specialty?');
  await expect(page.getByText('Specialty deleted successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active Specialties (0)' })).toBeVisible();
  await expect(page.getByText('No Data')).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/specialties$/);
  await expect(page.getByPlaceholder('Search specialty')).toHaveValue('');
});

test('specialty suggestions: the dot clears on the Suggested tab; accept joins the list, reject removes', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/specialties');
  await expect(page.getByTestId('unread-dot-Specialties')).toBeVisible();
  await page.getByRole('tab', { name: /^Suggested Specialties/ }).click();
  await expect(page).toHaveURL(/tab=suggested/);
  await expect(page.getByRole('button', { name: 'Add specialty' })).toBeDisabled();
  await expect(page.getByRole('cell', { name: 'Deleted User' })).toBeVisible();
  await expect(page.getByTestId('unread-dot-Specialties')).toBeHidden();

  const suggested = page.getByRole('tab', { name: /^Suggested Specialties \(\d+\)$/ });
  const before = Number((await suggested.textContent())!.match(/\((\d+)\)/)![1]);

  await page.getByRole('button', { name: 'Accept Lifestyle Medicine' }).click();
  await confirm(page, 'Are you sure you want to accept this specialty?');
  await expect(page.getByText('Specialty added to global list.')).toBeVisible();
  await expect(page.getByRole('tab', { name: `Suggested Specialties (${before - 1})` })).toBeVisible();

  await page.getByRole('button', { name: 'Reject Obesity Medicine' }).click();
  await confirm(page, 'Are you sure you want to reject this specialty?');
  await expect(page.getByText('Specialty rejected')).toBeVisible();
  await expect(page.getByRole('tab', { name: `Suggested Specialties (${before - 2})` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Obesity Medicine' })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Active Specialties/ }).click();
  await search(page, 'Search specialty', 'Lifestyle');
  await expect(page.getByRole('cell', { name: 'Lifestyle Medicine', exact: true })).toBeVisible();
});

test('services: add with the cost rules, search, edit and delete', async ({ page, request, baseURL }) => {
  const name = `E2E Service ${run}`;
  await openSignedIn(page, request, baseURL!, '/admin/services');
  await page.getByRole('button', { name: 'Add SERVICE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await dialog.getByLabel('Service Name').fill(name);
  // Only numeric input from 1 to 9999 is taken as typed; an unfinished amount is refused.
  await dialog.getByLabel('Default Amount').pressSequentially('10000');
  await expect(dialog.getByLabel('Default Amount')).toHaveValue('1000');
  await dialog.getByLabel('Default Amount').fill('');
  await dialog.getByLabel('Default Amount').pressSequentially('12.');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Please enter valid cost')).toBeVisible();
  await dialog.getByLabel('Default Amount').fill('49.5');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Service added successfully')).toBeVisible();

  await search(page, 'Search service', name);
  await expect(page.getByRole('tab', { name: 'Active Services (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('$49.50');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('dialog').getByLabel('Default Amount').fill('60');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service updated successfully')).toBeVisible();
  await expect(row).toContainText('$60.00');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm(page, 'Are you sure you want to delete this service?');
  await expect(page.getByText('Service deleted successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active Services (0)' })).toBeVisible();
});

test('service suggestions: Pending badges, the dot clears, accept and reject', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/services');
  await expect(page.getByTestId('unread-dot-Services')).toBeVisible();
  await page.getByRole('tab', { name: /^Suggested Services/ }).click();
  await expect(page.getByText('Pending').first()).toBeVisible();
  await expect(page.getByTestId('unread-dot-Services')).toBeHidden();

  await page.getByRole('button', { name: 'Accept Hearing Test' }).click();
  await confirm(page, 'Are you sure you want to accept this service?');
  await expect(page.getByText('Service added to global list.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Hearing Test' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reject Travel Vaccination Consult' }).click();
  await confirm(page, 'Are you sure you want to reject this service?');
  await expect(page.getByText('Service rejected')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Travel Vaccination Consult' })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Active Services/ }).click();
  await search(page, 'Search service', 'Hearing');
  await expect(page.getByRole('cell', { name: 'Hearing Test', exact: true })).toBeVisible();
});

/** The Suggested tab filtered to Mine, whatever the order of the query's keys (a saved view sorts them). */
const mineOnSuggested = (url: URL) =>
  url.searchParams.get('tab') === 'suggested' && url.searchParams.get('assignee') === 'me';

test('service suggestions: assign from the row; Mine and Unassigned in the URL and a saved view; unassign', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/services?tab=suggested');
  const name = 'Telehealth Weight Management';
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Unassigned');
  await row.getByRole('button', { name: `Assign ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Assign to me' }).click();
  await expect(page.getByText('Assigned to you')).toBeVisible();
  await expect(row).not.toContainText('Unassigned');

  // Mine: in the URL, the one row, kept as a saved view.
  const filter = page.getByRole('combobox', { name: 'Assignee' });
  await filter.selectOption({ label: 'Mine' });
  await expect(page).toHaveURL(mineOnSuggested);
  await expect(page.getByRole('tab', { name: 'Suggested Services (1)' })).toBeVisible();
  await expect(row).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Saved views' });
  await views.getByRole('button', { name: 'Save view' }).click();
  const save = page.getByRole('dialog', { name: 'Save view' });
  await save.getByLabel('Name').fill(`My suggestions ${run}`);
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByRole('link', { name: `My suggestions ${run}` })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Unassigned: everything but it.
  await filter.selectOption({ label: 'Unassigned' });
  await expect(page).toHaveURL(/assignee=none/);
  await expect(page.getByRole('cell', { name: 'Sleep Apnea Screening', exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  // The saved view brings Mine back; unassigning there empties it.
  await views.getByRole('link', { name: `My suggestions ${run}` }).click();
  await expect(page).toHaveURL(mineOnSuggested);
  await expect(filter).toHaveValue('me');
  await row.getByRole('button', { name: `Assign ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Unassign' }).click();
  await expect(page.getByRole('tab', { name: 'Suggested Services (0)' })).toBeVisible();
  await expect(page.getByText('No Data')).toBeVisible();

  await views.getByRole('button', { name: `Options of the view My suggestions ${run}` }).click();
  await page.getByRole('menuitem', { name: 'Delete view' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete view' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(views.getByRole('link', { name: `My suggestions ${run}` })).toHaveCount(0);
});

test('board certifications: add, search by board, rename and delete', async ({ page, request, baseURL }) => {
  const name = `E2E Board ${run}`;
  await openSignedIn(page, request, baseURL!, '/admin/board-certifications');
  await page.getByRole('button', { name: 'Add Board Certifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Board Certification' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Please enter Certification Name')).toBeVisible();
  await dialog.getByLabel('Board Certification Name').fill(`   ${name}`);
  await expect(dialog.getByLabel('Board Certification Name')).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Board certification added successfully')).toBeVisible();

  await search(page, 'Search by board', name);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Board Certification Name').fill(`${name} II`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Board certification updated successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${name} II`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name} II` }).click();
  await confirm(page, 'Are you sure you want to delete this board certification?');
  await expect(page.getByText('Board certification deleted successfully')).toBeVisible();
  await expect(page.getByText('No Board Certifications')).toBeVisible();
});
