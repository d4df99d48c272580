import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn } from '../support/session';

// A small laptop (1024 × 768, and 1280 × 800): every list shows its key columns (the record, its
// status, its row actions) without a sideways scroll, and the page is the one thing that scrolls
// (no table box of its own under the wheel).

const header = (page: Page | Locator, name: string) => page.getByRole('columnheader', { name, exact: true });

async function expectInViewport(page: Page, target: Locator, what: string) {
  await expect(target, `${what} is drawn`).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends within the ${width} px window`).toBeLessThanOrEqual(width);
}

/** The table's box neither scrolls sideways nor on its own: the page does. */
async function expectOneScroll(page: Page, within: Page | Locator = page) {
  const table = within.locator('table').first();
  const overflow = await table.evaluate((el) => {
    const box = el.parentElement!;
    return {
      sideways: box.scrollWidth - box.clientWidth,
      inner: box.scrollHeight - box.clientHeight,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(overflow.sideways, 'the table fits its box (no sideways scroll)').toBeLessThanOrEqual(1);
  expect(overflow.inner, 'the table box does not scroll on its own').toBeLessThanOrEqual(1);
  expect(overflow.page, 'the page does not scroll sideways').toBeLessThanOrEqual(1);
}

async function open(page: Page, request: Parameters<typeof openSignedIn>[1], baseURL: string, path: string) {
  await openSignedIn(page, request, baseURL, path);
  // Generous: a list's first page on a busy shared machine.
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('table [data-skeleton]')).toHaveCount(0, { timeout: 45_000 });
}

for (const width of [1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      // A list's first page may take most of a minute on a busy shared machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 1024 ? 768 : 800 });
    });

    test('Payments shows the appointment, amounts, Refund and Status, with its Refund buttons', async ({
      page,
      request,
      baseURL,
    }) => {
      await open(page, request, baseURL!, '/admin/payments');
      for (const name of ['Appointment ID', 'Doctor Name', 'Total Amount', 'Refund', 'Status'])
        await expectInViewport(page, header(page, name), name);
      await expectInViewport(
        page,
        page.getByRole('button', { name: 'Refund', exact: true }).first(),
        'Refund',
      );
      await expectOneScroll(page);
    });

    test('Doctors shows the name, Sponsored and Status', async ({ page, request, baseURL }) => {
      await open(page, request, baseURL!, '/admin/doctors');
      for (const name of ['Name', 'Sponsored', 'Status'])
        await expectInViewport(page, header(page, name), name);
      await expectInViewport(
        page,
        page.locator('table tbody tr td[data-first-cell] a').first(),
        "A doctor's link",
      );
      await expectOneScroll(page);
    });

    test("a doctor's tabs all show, none cut at the window's edge", async ({ page, request, baseURL }) => {
      await open(page, request, baseURL!, '/admin/doctors');
      await page.locator('table tbody tr td[data-first-cell] a').first().click();
      const tabs = page.getByRole('tablist', { name: 'Doctor details' }).getByRole('tab');
      await expect(tabs.first()).toBeVisible({ timeout: 45_000 });
      for (const tab of await tabs.all()) await expectInViewport(page, tab, `Tab ${await tab.textContent()}`);
    });

    test('Enquiries shows the date, Status and Read Message', async ({ page, request, baseURL }) => {
      await open(page, request, baseURL!, '/admin/enquiries');
      for (const name of ['Name', 'Enquiry Date & Time', 'Status'])
        await expectInViewport(page, header(page, name), name);
      await expectInViewport(page, page.getByRole('link', { name: 'Read Message' }).first(), 'Read Message');
      await expectOneScroll(page);
    });

    test('the Audit Log shows the action, its target and details', async ({ page, request, baseURL }) => {
      await open(page, request, baseURL!, '/admin/audit-log');
      for (const name of ['Time', 'Action', 'Target', 'Details'])
        await expectInViewport(page, header(page, name), name);
      await expectOneScroll(page);
    });

    test("Settings → Administrators shows each admin's Status, Two-step and actions", async ({
      page,
      request,
      baseURL,
    }) => {
      await open(page, request, baseURL!, '/admin/settings/administrators');
      const team = page.getByRole('region', { name: 'Administrators' });
      for (const name of ['Name', 'Status', 'Two-step', 'Actions'])
        await expectInViewport(page, header(team, name), name);
      await expectInViewport(page, team.getByRole('button', { name: /^Change role/ }).first(), 'Change role');
      await expectInViewport(page, team.getByRole('button', { name: /^Deactivate/ }).first(), 'Deactivate');
      await expectOneScroll(page, team);
    });
  });
}

test('the menu is a rail of icons at 1024 px; widened by the admin, it stays so after a reload', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Doctors' })).toBeVisible();
  expect((await menu.boundingBox())!.width).toBeLessThanOrEqual(64);
  await expect(menu.getByText('Doctors', { exact: true })).toBeHidden();
  await menu.getByRole('button', { name: 'Expand menu' }).click();
  await expect(menu.getByText('Doctors', { exact: true })).toBeVisible();
  await page.reload();
  await expect(menu.getByText('Doctors', { exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(menu.getByText('Doctors', { exact: true })).toBeHidden();
  await page.reload();
  await expect(menu.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await expect(menu.getByText('Doctors', { exact: true })).toBeHidden();
});
