import { expect, type Page, type Route, test } from '@playwright/test';
import { openSignedIn } from '../support/session';

// The first screen after sign-in loads the light part of the UI kit; the Theme menu, the Logout
// dialog, the shortcuts help and the palette are made of the full kit and load after the figures.
// Pressed before their code has arrived, they still open: the press loads them and opens them.

/** Holds back the scripts whose file name starts with `chunk` until `release` is called. */
async function holdChunk(page: Page, chunk: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/${chunk}\\.[0-9a-f]+\\.js$`), (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

async function openDashboard(page: Page, request: Parameters<typeof openSignedIn>[1], baseURL: string) {
  await openSignedIn(page, request, baseURL, '/admin/dashboard');
  await expect(page.getByTestId('stat-value')).toHaveCount(6);
}

test('Theme pressed before its menu has loaded opens the menu, and the choice applies', async ({
  page,
  request,
  baseURL,
}) => {
  const menu = await holdChunk(page, 'color-mode-menu');
  await openDashboard(page, request, baseURL!);
  await page.getByRole('button', { name: 'Theme' }).click();
  await expect.poll(menu.requested).toBe(true);
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveCount(0);
  await menu.release();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('Logout pressed before its dialog has loaded asks, then logs out', async ({
  page,
  request,
  baseURL,
}) => {
  const dialogCode = await holdChunk(page, 'logout-button');
  await openDashboard(page, request, baseURL!);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(dialogCode.requested).toBe(true);
  await dialogCode.release();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to logout?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Logout Success' })).toBeVisible();
});

test('the shortcuts help and the palette open from the keyboard on the first screen', async ({
  page,
  request,
  baseURL,
}) => {
  await openDashboard(page, request, baseURL!);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(
    page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox', { name: 'Search or go to' }),
  ).toBeFocused();
});

test('the recent appointments follow the figures', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!);
  await expect(page.getByRole('columnheader', { name: 'Appointment ID' })).toBeVisible();
});
