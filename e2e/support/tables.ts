import { expect, type Locator, type Page } from '@playwright/test';

/** The rows of the page's first table (the list). */
export const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr');

/**
 * The cells of one column of the first table; index 0 is the first column after the bulk actions'
 * selection checkboxes, when the list has them (the '#' column on a numbered list).
 */
export const column = (page: Page, index: number) =>
  rows(page).locator(`xpath=td[not(@data-select-cell)][${index + 1}]`);

/** The index (as `column` counts) of the first table's column headed `header`: lists hide columns by default. */
async function columnIndex(page: Page, header: string): Promise<number> {
  const headers = page.getByRole('table').first().locator('thead th:not([data-select-cell])');
  let index = -1;
  // The table may still be drawing its header row: wait until the column is there.
  await expect(async () => {
    const texts = (await headers.allTextContents()).map((t) => t.trim());
    index = texts.findIndex((text) => text === header || text.startsWith(header));
    expect(index, `no column headed ${header} among ${texts.join(', ')}`).toBeGreaterThanOrEqual(0);
  }).toPass();
  return index;
}

/** A row's cell under the first table's column headed `header`. */
export async function cellUnder(page: Page, row: Locator, header: string): Promise<Locator> {
  return row.locator('td:not([data-select-cell])').nth(await columnIndex(page, header));
}

/**
 * Waits until the first table shows rows and every cell of the column (its index, or its header's
 * text) passes `check`.
 */
export async function expectColumn(page: Page, which: number | string, check: (texts: string[]) => void) {
  await expect(async () => {
    await expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true');
    const index = typeof which === 'number' ? which : await columnIndex(page, which);
    const texts = (await column(page, index).allTextContents()).map((t) => t.trim());
    expect(texts.length).toBeGreaterThan(0);
    check(texts);
  }).toPass();
}
