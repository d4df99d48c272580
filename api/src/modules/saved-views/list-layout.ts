import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error.js';
import type { SavedViewList } from './saved-query.js';

/** How dense a list's rows are: the default, or compact (less padding, more rows in view). */
export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

/** A column's id as the front end names it (a field name): nothing else is stored. */
const COLUMN_ID = /^[a-z][a-z0-9_.]{0,59}$/i;
/** More columns than any list has: a bound on what one admin can store. */
export const MAX_LAYOUT_COLUMNS = 40;

export interface ListLayout {
  list: SavedViewList;
  /** Columns shown by default that the admin hid. */
  hidden: string[];
  /** Columns hidden by default that the admin showed. */
  shown: string[];
  density: Density;
}

function columnIds(ids: string[], name: string): string[] {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_LAYOUT_COLUMNS) throw badRequest(`${name} names too many columns`);
  for (const id of unique) {
    if (!COLUMN_ID.test(id)) throw badRequest(`${name} holds an unknown column "${id.slice(0, 60)}"`);
  }
  return unique.sort();
}

/** The admin's layout of one list; a list never changed answers the defaults (nothing hidden or shown). */
export async function readListLayout(
  app: FastifyInstance,
  adminId: number,
  list: SavedViewList,
): Promise<ListLayout> {
  const [row] = await app.database.query<{ hidden: string[]; shown: string[]; density: Density }>(
    'select hidden, shown, density from list_layouts where admin_id = $1 and list = $2',
    [adminId, list],
  );
  return { list, hidden: row?.hidden ?? [], shown: row?.shown ?? [], density: row?.density ?? 'comfortable' };
}

/** Replaces the admin's layout of one list (one statement: two tabs saving at once, the last wins). */
export async function writeListLayout(
  app: FastifyInstance,
  adminId: number,
  input: { list: SavedViewList; hidden: string[]; shown: string[]; density: Density },
): Promise<ListLayout> {
  const hidden = columnIds(input.hidden, 'hidden');
  const shown = columnIds(input.shown, 'shown');
  if (hidden.some((id) => shown.includes(id))) throw badRequest('A column cannot be both hidden and shown');
  await app.database.query(
    `insert into list_layouts (admin_id, list, hidden, shown, density, updated_at)
     values ($1, $2, $3::text[], $4::text[], $5, now())
     on conflict (admin_id, list) do update
       set hidden = excluded.hidden, shown = excluded.shown, density = excluded.density, updated_at = now()`,
    [adminId, input.list, hidden, shown, input.density],
  );
  return { list: input.list, hidden, shown, density: input.density };
}
