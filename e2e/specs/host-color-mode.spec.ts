import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from '../support/session';

// The theme follows the system by default; the top bar's switch overrides it, in this browser only,
// from the next page's first paint on (the login page included); System gives it back to the system.

const html = (page: Page) => page.locator('html');

/** The page's background as painted (the page token), to check the theme is drawn and not just named. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function chooseTheme(page: Page, label: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

test.describe('with the system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the admin is dark by default, from the login page on', async ({ page }) => {
    await page.goto('/login');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await pageBackground(page)).toBe('rgb(17, 17, 17)');
  });

  test('Light is applied at once, kept across reloads and sign-outs, and System gives it back', async ({
    page,
    request,
    baseURL,
  }) => {
    await openSignedIn(page, request, baseURL!, '/admin/doctors');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await chooseTheme(page, 'Light');
    await expect(html(page)).toHaveClass(/\blight\b/);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await pageBackground(page)).toBe('rgb(250, 250, 250)');

    await page.reload();
    await expect(html(page)).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');

    await page.goto('/login');
    await expect(html(page)).toHaveClass(/\blight\b/);

    await openSignedIn(page, request, baseURL!, '/admin/dashboard');
    await chooseTheme(page, 'System');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });
});

test('with the system in light mode, Dark darkens every screen, the remotes’ included', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  await expect(html(page)).toHaveClass(/\blight\b/);
  await chooseTheme(page, 'Dark');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  for (const path of ['/admin/doctors', '/admin/payments', '/admin/specialties', '/admin/enquiries']) {
    await page.goto(path);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    const panel = await page
      .getByRole('table')
      .first()
      .evaluate((table) => getComputedStyle(table).backgroundColor);
    expect(panel, path).not.toBe('rgb(255, 255, 255)');
  }
});
