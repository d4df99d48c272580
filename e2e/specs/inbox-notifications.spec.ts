import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/session';

test('reading the feed puts the menu dot out; an entry opens its doctor on tab 2', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/enquiries');
  await expect(page.getByTestId('unread-dot-Notifications')).toHaveCount(1, { timeout: 6000 });

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page.getByTestId('page-title')).toHaveText('Notifications');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(1);
  await expect(today.getByRole('button', { name: 'Clear All' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Yesterday' })).toBeVisible();
  await expect(page.getByTestId('unread-dot-Notifications')).toHaveCount(0, { timeout: 6000 });

  const entry = today.getByRole('link').first();
  const href = await entry.getAttribute('href');
  expect(href).toMatch(/^\/admin\/doctors\/[0-9a-f-]{36}\?active=2$/);
  await expect(entry).toContainText(/\d\d:\d\d [AP]M/);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});

test("'Clear All' asks first, then empties the feed for good", async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, baseURL!, '/admin/notifications');
  await page.getByRole('button', { name: 'Clear All' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to clear notifications!' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No Data')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('No Data')).toBeVisible();
  await expect(page.getByTestId('unread-dot-Notifications')).toHaveCount(0);
});
