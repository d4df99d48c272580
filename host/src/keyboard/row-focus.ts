// Arrow keys through a list's rows: the focus moves between each row's first link or button, so
// Enter opens the row and every row is reachable without a mouse.

const ROW_TARGET = 'a[href], button:not([disabled])';

function rowTargets(root: ParentNode): HTMLElement[] {
  const rows = root.querySelectorAll<HTMLTableRowElement>('main table tbody tr');
  return Array.from(rows)
    .map((row) => row.querySelector<HTMLElement>(ROW_TARGET))
    .filter((target): target is HTMLElement => target !== null);
}

/**
 * Moves the focus to the next (1) or previous (-1) row of the page's table, starting at the first
 * row when the focus is outside it. Returns false when there is no table row to move to.
 */
export function moveRowFocus(direction: 1 | -1, root: Document = document): boolean {
  const targets = rowTargets(root);
  if (targets.length === 0) return false;
  const active = root.activeElement;
  const current = targets.findIndex((target) => target === active || target.closest('tr')?.contains(active));
  const next =
    current === -1
      ? direction === 1
        ? 0
        : targets.length - 1
      : Math.min(Math.max(current + direction, 0), targets.length - 1);
  targets[next].focus();
  targets[next].scrollIntoView?.({ block: 'nearest' });
  return true;
}

/** Focuses the page's list search (the search box in `main`); false when the page has none. */
export function focusListSearch(root: Document = document): boolean {
  const search = root.querySelector<HTMLInputElement>('main input[type="search"]');
  if (!search) return false;
  search.focus();
  search.select();
  return true;
}

/**
 * `x`: selects (or deselects) the row that holds the focus, by clicking its selection checkbox.
 * False when the focus is in no row of the page's table, or the table has no selection column.
 */
export function toggleFocusedRow(root: Document = document): boolean {
  const row = root.activeElement?.closest('main table tbody tr');
  const checkbox = row?.querySelector<HTMLInputElement>('input[type="checkbox"][data-row-select]');
  if (!checkbox || checkbox.disabled) return false;
  checkbox.click();
  return true;
}
