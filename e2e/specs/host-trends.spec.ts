import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from '../support/session';
import { rows } from '../support/tables';

// The Trends screen on the demo data: every point opens the list behind it, and the list's own
// count or range totals say the same figure as the point.

/** A series' card on the Trends screen, by its heading. */
const card = (page: Page, title: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .last();

/** The list's row count: "Showing 1–20 of N" when it has pages, else its rows. */
async function listCount(page: Page): Promise<number> {
  const showing = page.getByText(/^Showing \d+–\d+ of \d+/);
  await expect(rows(page).first().or(page.getByText('No Data'))).toBeVisible();
  if (await showing.count())
    return Number((await showing.textContent())!.match(/of ([\d,]+)/)![1].replace(/,/g, ''));
  return (await page.getByText('No Data').count()) ? 0 : rows(page).count();
}

/** The first row of a card's table view whose value is not zero: its index and value as shown. */
async function firstNonZero(series: Locator): Promise<{ index: number; value: string }> {
  await series.getByRole('button', { name: 'Table' }).click();
  const tableRows = series.getByRole('table').locator('tbody tr');
  await expect(tableRows.first()).toBeVisible();
  const values = await tableRows.locator('td:nth-child(2)').allTextContents();
  const index = values.findIndex((v) => !/^\$?0(\.00)?$/.test(v.trim()));
  expect(index, `a point with a figure among ${values.join(', ')}`).toBeGreaterThanOrEqual(0);
  return { index, value: values[index].trim() };
}

test.beforeEach(async ({ page }) => {
  await signIn(page.context());
});

test('Trends is in the menu, and a bar of appointments booked opens those appointments, as many as it says', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Trends' }).first().click();
  await expect(page.getByTestId('page-title')).toHaveText('Trends');
  await page.getByLabel('Range').selectOption('last_90_days');
  await page.getByLabel('Grain').selectOption('week');
  await expect(page).toHaveURL(/range=last_90_days&grain=week|grain=week&range=last_90_days/);
  const booked = card(page, 'Appointments booked');
  const { index, value } = await firstNonZero(booked);
  await booked.getByRole('button', { name: 'Chart' }).click();
  // The bar's column: the chart finds the point under the pointer.
  const hit = booked.getByTestId('trend-hit');
  const box = (await hit.boundingBox())!;
  const count = await booked.locator('path.trend-bar').getAttribute('data-points');
  await page.mouse.click(box.x + ((index + 0.5) * box.width) / Number(count), box.y + box.height / 2);
  await expect(page).toHaveURL(
    /\/admin\/appointments\?dates=booked&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
  );
  // The commerce remote's first load on a busy machine can take longer than one expectation.
  await expect(page.getByLabel('Dates of')).toHaveValue('booked', { timeout: 45_000 });
  expect(await listCount(page)).toBe(Number(value.replace(/,/g, '')));
});

test("a week's refunds and net revenue open the payments whose range totals say the same to the cent", async ({
  page,
}) => {
  await page.goto('/admin/trends?range=last_90_days&grain=week');
  for (const [title, total, status] of [
    ['Refunded', 'Refunded', 'refunded'],
    ['Net revenue', 'Net', null],
  ] as const) {
    const series = card(page, title);
    const { index, value } = await firstNonZero(series);
    await series.getByRole('table').locator('tbody tr').nth(index).getByRole('button').click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/payments\\?from=[\\d-]+&to=[\\d-]+${status ? `&status=${status}` : '$'}`),
    );
    const totals = page.getByTestId('range-totals');
    await expect(
      totals
        .locator('dl, div')
        .filter({ hasText: new RegExp(`^${total}`) })
        .first(),
    ).toContainText(value);
    await page.goBack();
    await expect(page.getByTestId('page-title')).toHaveText('Trends');
  }
});

test('a range from – to, its CSV, and a summary for screen readers', async ({ page }) => {
  await page.goto('/admin/trends?range=custom');
  await expect(page.getByText('Choose the first and last day of the range.')).toBeVisible();
  const today = new Date();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const from = day(new Date(today.getTime() - 13 * 86_400_000));
  await page.getByLabel('Days from').fill(from);
  await page.getByLabel('Days to').fill(day(today));
  const chart = page.getByRole('img', { name: /^Appointments booked: [\d,]+ from / });
  await expect(chart).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^trends-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Series,From,To,Value,Previous from,Previous to,Previous value');
  expect(lines.filter((l) => l.startsWith('Appointments booked,'))).toHaveLength(14);
});
