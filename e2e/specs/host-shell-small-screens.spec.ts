import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openSignedIn } from '../support/session';

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function signInThroughForm(page: Page) {
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
}

for (const width of [1440, 390]) {
  test(`at ${width} px a toast covers none of the top bar's Search, Theme, Settings and Logout`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/login');
    await signInThroughForm(page);
    const toast = page.getByTestId('toast').filter({ hasText: 'Login Success' });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // The pointer over the toast holds it (toasts pause while hovered), so how fast this machine is
    // does not decide whether it is still there while the controls are read.
    await toast.hover();
    await expect(toast).toHaveAttribute('data-paused', '');
    const bar = page.getByRole('banner');
    const controls = [
      bar.getByRole('button', { name: 'Search' }),
      bar.getByRole('button', { name: 'Theme' }),
      bar.getByRole('link', { name: 'Settings' }),
      bar.getByRole('button', { name: 'Logout' }),
    ];
    // Measured once the toast has slid into its place (its entry animation starts higher up).
    await expect(async () => {
      const toastBox = (await toast.boundingBox())!;
      for (const control of controls) {
        expect(overlaps(toastBox, (await control.boundingBox())!)).toBe(false);
      }
    }).toPass();
    // While the toast is held on screen, the centre of each control is the control itself, not the
    // toast: a click there reaches it. Read in the page at one instant, with the toast present.
    for (const control of controls) {
      const hit = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const target = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          toastShown: document.querySelector('[data-testid="toast"]') !== null,
          reachesControl: target !== null && element.contains(target),
        };
      });
      expect(hit).toEqual({ toastShown: true, reachesControl: true });
    }
    await bar.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
  });
}

test('at 390 px the menu is a labelled drawer from the top bar, closed by a choice', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  // No rail of bare icons beside the page.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  for (const label of ['Doctors', 'Appointments', 'Board Certifications', 'Audit Log']) {
    await expect(menu.getByText(label, { exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Appointments' }).click();
  await expect(page).toHaveURL(/\/admin\/appointments$/);
  await expect(page.getByTestId('page-title')).toHaveText('Appointments');
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test('after signing in from a deep link the top bar never reads "Login"', async ({ page }) => {
  await page.goto('/admin/appointments?page=1');
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('#root form[aria-label="Login"]').waitFor();
  // Every name the top bar shows from the submit on.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { titlesSeen: string[] }).titlesSeen = seen;
    new MutationObserver(() => {
      const title = document.querySelector('[data-testid="page-title"]')?.textContent ?? null;
      if (title !== null && seen.at(-1) !== title) seen.push(title);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/appointments\?page=1$/);
  await expect(page.getByTestId('page-title')).toHaveText('Appointments');
  const seen = await page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen);
  expect(seen).not.toContain('Login');
  expect(seen.at(-1)).toBe('Appointments');
});

test('at 390 px a list shows its title whole, its search, a Filters button, and rows without frozen columns', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, request, baseURL!, '/admin/audit-log');
  const title = page.getByTestId('page-title');
  await expect(title).toHaveText('Audit Log');
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the title is not cut').toBe(true);
  await expect(page.getByLabel('Search by request id or record id')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Admin' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Admin' })).toBeVisible();
  const firstCell = page.locator('table tbody tr td[data-first-cell]').first();
  await expect(firstCell).toBeVisible({ timeout: 45_000 });
  expect(await firstCell.evaluate((el) => getComputedStyle(el).position), 'no frozen column on a phone').toBe(
    'static',
  );
});
