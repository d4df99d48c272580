import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, signIn } from '../support/session';

// Saved views: an admin names a list's filters, search and sort; the view is a quick tab
// above the list, kept on the server for that admin, and a link anyone signed in can open.

const views = (page: Page) => page.getByRole('navigation', { name: 'Saved views' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Save view' });

async function saveCurrentView(page: Page, name: string) {
  await views(page).getByRole('button', { name: 'Save view' }).click();
  await dialog(page).getByLabel('Name').fill(name);
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
}

test('a saved view is a tab that brings back its filters, kept across reloads, and deleted from its menu', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/doctors?doctor_status=pending&page=1');
  // No view saved yet: no lone All tab, only Save view for the filtered list.
  await expect(views(page).getByRole('button', { name: 'Save view' })).toBeVisible();
  await expect(views(page).getByRole('link', { name: 'All' })).toHaveCount(0);

  // The name is required.
  await views(page).getByRole('button', { name: 'Save view' }).click();
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog(page).getByText('Enter a name')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await saveCurrentView(page, 'Awaiting approval');
  await expect(page.getByText('View "Awaiting approval" saved')).toBeVisible();
  const tab = views(page).getByRole('link', { name: 'Awaiting approval' });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  // The list's own filters are what was saved: nothing left to save.
  await expect(views(page).getByRole('button', { name: 'Save view' })).toHaveCount(0);

  await views(page).getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/admin\/doctors$/);
  await expect(tab).not.toHaveAttribute('aria-current', 'page');

  await page.reload();
  await views(page).getByRole('link', { name: 'Awaiting approval' }).click();
  await expect(page).toHaveURL(/\/admin\/doctors\?doctor_status=pending$/);
  await expect(page.getByRole('combobox', { name: 'Admin Verification' })).toHaveText(/Pending/);

  // A second view of the same name is refused, and the dialog keeps what was typed.
  await page.goto('/admin/doctors?is_license_expired=Expired');
  await saveCurrentView(page, 'awaiting APPROVAL');
  await expect(
    page.getByText('You already have a view named "awaiting APPROVAL" on this list'),
  ).toBeVisible();
  await expect(dialog(page).getByLabel('Name')).toHaveValue('awaiting APPROVAL');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await views(page).getByRole('button', { name: 'Options of the view Awaiting approval' }).click();
  await page.getByRole('menuitem', { name: 'Delete view' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete view' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(views(page).getByRole('link', { name: 'Awaiting approval' })).toHaveCount(0);
  await page.reload();
  // The last view gone: no lone All tab, only Save view for the filtered list.
  await expect(views(page).getByRole('button', { name: 'Save view' })).toBeVisible();
  await expect(views(page).getByRole('link', { name: 'All' })).toHaveCount(0);
  await expect(views(page).getByRole('link', { name: 'Awaiting approval' })).toHaveCount(0);
});

test("a view's link opens the same filtered list in another browser", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, request, baseURL!, '/admin/doctors?is_license_expired=Expired');
  await saveCurrentView(page, 'Expired licences');
  await views(page).getByRole('button', { name: 'Options of the view Expired licences' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByText('Link to "Expired licences" copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/admin/doctors?is_license_expired=Expired`);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(other);
  await otherPage.goto(link);
  await expect(otherPage.getByRole('combobox', { name: 'License Expired' })).toHaveText(/Expired/);
  await other.close();

  // Leave the demo data as it was for the other specs.
  const headers = { authorization: `Bearer ${(await signIn(page.context())).token}` };
  const saved = await (await page.request.get('/api/saved-views?list=doctors', { headers })).json();
  for (const view of saved.data.views as { uid: string }[]) {
    await page.request.delete(`/api/saved-views/${view.uid}`, { headers });
  }
});
