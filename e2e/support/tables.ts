import { expect, type Page } from '@playwright/test';

/** The rows of the page's first table (the list). */
export const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr');

/**
 * The cells of one column of the first table; index 0 is the first column after the bulk actions'
 * selection checkboxes, when the list has them (the '#' column on a numbered list).
 */
export const column = (page: Page, index: number) =>
  rows(page).locator(`xpath=td[not(@data-select-cell)][${index + 1}]`);

/** Waits until the first table shows rows and every cell of the column passes `check`. */
export async function expectColumn(page: Page, index: number, check: (texts: string[]) => void) {
  await expect(async () => {
    await expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true');
    const texts = (await column(page, index).allTextContents()).map((t) => t.trim());
    expect(texts.length).toBeGreaterThan(0);
    check(texts);
  }).toPass();
}
