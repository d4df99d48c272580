/** Parameters of a list's URL that are not part of a view: where the admin is in the pages. */
const NOT_SAVED = new Set(['page', 'limit']);

/**
 * A list URL's query as a view holds it: the page left out, empty values dropped, parameters in
 * one order (as the API stores it), so the current URL can be matched against the saved views.
 */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept = [...params].filter(([name, value]) => !NOT_SAVED.has(name) && value !== '');
  kept.sort(([a, av], [b, bv]) => byCodePoint(a, b) || byCodePoint(av, bv));
  return new URLSearchParams(kept).toString();
}

/** The same order in every browser and on the server (localeCompare depends on the locale). */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
