export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The zero-based page numbers a pager shows: always the first and last, the current one with
 * `siblings` either side, and an ellipsis only where it hides two or more pages. The list has a
 * constant length once there are enough pages, so the buttons do not jump around.
 */
export function pageItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPages <= siblings * 2 + 5) return range(0, totalPages - 1);
  // Worked in one-based page numbers, as a reader counts them.
  const count = totalPages;
  const page = current + 1;
  const start = Math.max(Math.min(page - siblings, count - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(page + siblings, siblings * 2 + 3), count - 2);
  const items: PageItem[] = [1, start > 3 ? 'ellipsis-start' : 2, ...range(start, end)];
  items.push(end < count - 2 ? 'ellipsis-end' : count - 1, count);
  return items.map((item) => (typeof item === 'number' ? item - 1 : item));
}
