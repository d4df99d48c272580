/** The sort of a list: one field and a direction, or none (the server's default order). */
export type SortDirection = 'ASC' | 'DESC';
export type SortState = { field: string; direction: SortDirection } | null;

/** The sort after clicking the header of `field`: ascending, then descending, then none. */
export function nextSort(current: SortState, field: string): SortState {
  if (!current || current.field !== field) return { field, direction: 'ASC' };
  if (current.direction === 'ASC') return { field, direction: 'DESC' };
  return null;
}

/** `field:ASC` for the URL, or null for no sort. */
export function serializeSort(sort: SortState): string | null {
  return sort ? `${sort.field}:${sort.direction}` : null;
}

/** Reads `field:ASC` / `field:DESC`; anything else is undefined (unknown). */
export function parseSort(raw: string | null): SortState | undefined {
  if (!raw) return undefined;
  const match = /^([A-Za-z0-9_.]+):(ASC|DESC)$/.exec(raw);
  return match ? { field: match[1], direction: match[2] as SortDirection } : undefined;
}
