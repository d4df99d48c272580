import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from '../support/session';

// Tables for a laptop: at 1440 px a list's key columns are in view without scrolling sideways,
// Columns shows or hides the others and Compact rows tightens them (both kept per admin by the
// API), the first column stays in view while a wide table scrolls sideways, and a page past the last
// one says so.

const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

async function expectInView(page: Page, name: string) {
  const box = await header(page, name).boundingBox();
  expect(box, `${name} is drawn`).not.toBeNull();
  expect(box!.x + box!.width, `${name} ends within the 1440 px window`).toBeLessThanOrEqual(1440);
}

test('at 1440 px Payments shows its ids, amounts, Refund and Status, and Doctors its Status', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/payments');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  for (const name of ['Appointment ID', 'Transaction ID', 'Total Amount', 'Refund', 'Status'])
    await expectInView(page, name);
  await page.goto('/admin/doctors');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  for (const name of ['Name', 'NPI Number', 'Status']) await expectInView(page, name);
});

test('Columns and Compact rows are kept for the admin across a reload', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/payments');
  await expect(header(page, 'Extended')).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Extended' }).check();
  await page.getByRole('checkbox', { name: 'Transaction ID' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Extended' })).toHaveCount(0);
  await expect(header(page, 'Extended')).toBeVisible();
  await expect(header(page, 'Transaction ID')).toHaveCount(0);
  await page.getByRole('button', { name: 'Compact rows' }).click();
  await expect(page.locator('table[data-density=compact]')).toBeVisible();

  await page.reload();
  await expect(header(page, 'Extended')).toBeVisible();
  await expect(header(page, 'Transaction ID')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'true');

  // Back to the defaults, for the specs after this one.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Extended' }).uncheck();
  await page.getByRole('checkbox', { name: 'Transaction ID' }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Extended' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Compact rows' }).click();
  await expect(page.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'false');
  await expect(header(page, 'Transaction ID')).toBeVisible();
});

test('the first column stays in view while a table wider than its box scrolls sideways', async ({
  page,
  request,
  baseURL,
}) => {
  // At 900 px (a tablet on its side) Payments is wider than its box; the page scrolls down, the box
  // only sideways.
  await page.setViewportSize({ width: 900, height: 700 });
  await openSignedIn(page, request, baseURL!, '/admin/payments');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const box = page.locator('table').first().locator('xpath=..');
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const firstLeft = (await page.locator('table tbody tr td[data-first-cell]').first().boundingBox())!.x;
  const secondLeft = (await page.locator('table tbody tr td').nth(1).boundingBox())!.x;
  // Cells wrap, so the table is only somewhat wider than its box: scroll as far as it goes.
  const scrolled = await box.evaluate((el) => {
    el.scrollBy(200, 0);
    return el.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(10);
  await expect(async () => {
    expect((await page.locator('table tbody tr td[data-first-cell]').first().boundingBox())!.x).toBeCloseTo(
      firstLeft,
      0,
    );
    expect((await page.locator('table tbody tr td').nth(1).boundingBox())!.x).toBeCloseTo(
      secondLeft - scrolled,
      0,
    );
  }).toPass();
});

test('on a laptop the sticky leading cells sit on their own columns, not over the next one', async ({
  page,
  request,
  baseURL,
}) => {
  // Enquiries has all three leading cells (selection, #, the name) and is wider than 1024 px.
  await page.setViewportSize({ width: 1024, height: 700 });
  await openSignedIn(page, request, baseURL!, '/admin/enquiries');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const edges = await page
    .locator('table thead th')
    .evaluateAll((cells) => cells.slice(0, 4).map((cell) => cell.getBoundingClientRect()))
    .then((boxes) => boxes.map((box) => ({ left: box.left, right: box.right })));
  for (let i = 1; i < edges.length; i++)
    expect(edges[i].left, `column ${i + 1} starts where column ${i} ends`).toBeCloseTo(edges[i - 1].right, 0);
});

test("at 1024 px a suggestion's Accept and Reject are in view without scrolling sideways", async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await openSignedIn(page, request, baseURL!, '/admin/specialties?tab=suggested');
  const reject = page.getByRole('button', { name: /^Reject / }).first();
  await expect(reject).toBeVisible();
  const table = page.locator('table').first().locator('xpath=..');
  const [button, box] = await Promise.all([reject.boundingBox(), table.boundingBox()]);
  expect(button!.x + button!.width, 'Reject ends within the table box').toBeLessThanOrEqual(
    box!.x + box!.width,
  );
});

test('a page past the last one says so and leads back to the last page', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/payments?page=999');
  await expect(page.getByText(/^Page 1000 does not exist: this list has \d+ pages?\.$/)).toBeVisible();
  await expect(page.getByText(/^Showing /)).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to the last page' }).click();
  await expect(page).toHaveURL(/[?&]page=\d+/);
  await expect(page.getByText(/^Showing \d+–\d+ of \d+$/)).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
});
