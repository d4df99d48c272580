import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FieldCrypto } from '../lib/crypto.js';
import { type Bind, bindParam } from '../lists/index.js';

/**
 * The SQL condition "this user id matches the search box text" over the patients' blind indexes
 * (user_search_tokens): by e-mail prefix, phone digits, or every word of the name as a prefix.
 * One `in (... union ...)` so the planner starts from the few matching tokens and looks the users
 * up by id (users_id_listing_idx covers the list's filter and order), instead of walking every
 * patient and testing each.
 */
export function patientSearchCondition(
  crypto: FieldCrypto,
  search: string,
  userId: SQLWrapper,
  bind: Bind = bindParam,
): SQL {
  const matches = tokenMatches(crypto, search, { live: false }, bind);
  return matches ? sql`${userId} in (${matches})` : sql`false`;
}

/**
 * The live (not deleted) patients matching the search box text, as rows of (user_id, created_at),
 * read from the blind-index tokens alone: each token carries its patient's created_at and whether
 * the patient is live (migration 0400), so a search matching thousands of patients counts and
 * sorts them without visiting their users rows.
 */
export function livePatientMatches(crypto: FieldCrypto, search: string, bind: Bind): SQL {
  return (
    tokenMatches(crypto, search, { live: true }, bind) ??
    sql`select null::bigint as user_id, null::timestamptz as created_at where false`
  );
}

/**
 * One `select` per alternative of the search text, joined by `union`: the user ids holding every
 * hash of the alternative; with `live`, only live patients, with their created_at. Null when the
 * text has no alternative.
 */
function tokenMatches(
  crypto: FieldCrypto,
  search: string,
  { live }: { live: boolean },
  bind: Bind,
): SQL | null {
  const alternatives = crypto.blindIndexQuery(search);
  if (!alternatives.length) return null;
  const columns = live ? sql`t.user_id, t.created_at` : sql`t.user_id`;
  const liveOnly = live ? sql` and t.live` : sql``;
  const parts = alternatives.map((alt) => {
    const hashes = [...new Set(alt.hashes)];
    if (hashes.length === 1) {
      return sql`select ${columns} from user_search_tokens t
                  where t.kind = ${bind(alt.kind)} and t.token_hash = ${bind(hashes[0])}${liveOnly}`;
    }
    return sql`select ${columns} from user_search_tokens t
                where t.kind = ${bind(alt.kind)} and t.token_hash = any(${bind(hashes)})${liveOnly}
                group by ${columns} having count(distinct t.token_hash) = ${bind(hashes.length)}`;
  });
  return sql.join(parts, sql` union `);
}
