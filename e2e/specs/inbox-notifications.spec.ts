import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/session';

// The demo feed is written when the suite's server starts, relative to that moment: entries 25 and
// 50 minutes old ("Today") and 26 and 30 hours old ("Yesterday"). Which calendar day each falls on
// depends on the clock and the browser's zone, so both are pinned: the clock to when this file
// runs, the zone to a fixed offset in which that moment is 2 p.m. Any entry written in the hours
// before is then today, and one written 26 hours before is yesterday, whenever the suite runs (a
// run started at 23:58 UTC included).
const NOW = new Date();
const offsetHours = 14 - NOW.getUTCHours(); // from -9 to +14: every one is a zone of its own
const ZONE = offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
test.use({ timezoneId: ZONE });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

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
