import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error.js';

/** A list screen's name (`payments`), as its module declares it (plugins/registry.ts). */
export type SavedViewList = string;

/** The shape of a list's name; whether it is a declared list is checked against the registry. */
export const LIST_NAME_PATTERN = '^[a-z][a-z0-9_-]{0,39}$';

/** Refuses (400) a list no module declared: views and layouts are kept only of known lists. */
export function knownList(app: FastifyInstance, list: string): SavedViewList {
  if (!app.registry.savedViewLists.has(list)) {
    throw badRequest(`There is no list named "${list}" whose views can be saved`);
  }
  return list;
}

const PARAM_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const MAX_PARAMS = 20;
const MAX_VALUE_LENGTH = 500;
/** A view is filters, search and sort: where the admin was in the pages is not part of it. */
const NOT_SAVED = new Set(['page', 'limit']);

/**
 * The view's query in one canonical form (parameters sorted, the page left out), so the same
 * filters saved twice, or written in another order, read as one view. Refuses what no list's URL
 * holds: unknown shapes of names, too many or too long values.
 */
export function canonicalQuery(raw: string): string {
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const kept: [string, string][] = [];
  for (const [name, value] of params) {
    if (NOT_SAVED.has(name) || value === '') continue;
    if (!PARAM_NAME.test(name))
      throw badRequest(`The view holds an unknown parameter "${name.slice(0, 40)}"`);
    if (value.length > MAX_VALUE_LENGTH) throw badRequest(`The value of "${name}" is too long to save`);
    kept.push([name, value]);
  }
  if (kept.length > MAX_PARAMS) throw badRequest('The view holds too many parameters');
  kept.sort(([a, av], [b, bv]) => byCodePoint(a, b) || byCodePoint(av, bv));
  return new URLSearchParams(kept).toString();
}

/** The same order in every browser and on the server (localeCompare depends on the locale). */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
