import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FieldCrypto } from './crypto.js';

/**
 * The SQL condition "this user id matches the search box text" over the patients' blind indexes
 * (user_search_tokens): by e-mail prefix, phone digits, or every word of the name as a prefix.
 * One `in (... union ...)` so the planner starts from the few matching tokens and looks the users
 * up by id (users_id_listing_idx covers the list's filter and order), instead of walking every
 * patient and testing each.
 */
export function patientSearchCondition(crypto: FieldCrypto, search: string, userId: SQLWrapper): SQL {
  const alternatives = crypto.blindIndexQuery(search);
  if (!alternatives.length) return sql`false`;
  const parts = alternatives.map((alt) => {
    const hashes = [...new Set(alt.hashes)];
    if (hashes.length === 1) {
      return sql`select t.user_id from user_search_tokens t where t.kind = ${alt.kind} and t.token_hash = ${hashes[0]}`;
    }
    return sql`select t.user_id from user_search_tokens t where t.kind = ${alt.kind} and t.token_hash in (${sql.join(
      hashes.map((h) => sql`${h}`),
      sql`, `,
    )}) group by t.user_id having count(distinct t.token_hash) = ${hashes.length}`;
  });
  return sql`${userId} in (${sql.join(parts, sql` union `)})`;
}

/**
 * The live (not deleted) patients matching the search box text, as rows of (user_id, created_at),
 * read from the blind-index tokens alone: each token carries its patient's created_at and whether
 * the patient is live (migration 0400), so a search matching thousands of patients counts and
 * sorts them without visiting their users rows.
 */
export function livePatientMatches(crypto: FieldCrypto, search: string): SQL {
  const alternatives = crypto.blindIndexQuery(search);
  if (!alternatives.length)
    return sql`select null::bigint as user_id, null::timestamptz as created_at where false`;
  const parts = alternatives.map((alt) => {
    const hashes = [...new Set(alt.hashes)];
    if (hashes.length === 1) {
      return sql`select t.user_id, t.created_at from user_search_tokens t
                  where t.kind = ${alt.kind} and t.token_hash = ${hashes[0]} and t.live`;
    }
    return sql`select t.user_id, t.created_at from user_search_tokens t
                where t.kind = ${alt.kind} and t.token_hash in (${sql.join(
                  hashes.map((h) => sql`${h}`),
                  sql`, `,
                )}) and t.live
                group by t.user_id, t.created_at having count(distinct t.token_hash) = ${hashes.length}`;
  });
  return sql.join(parts, sql` union `);
}
