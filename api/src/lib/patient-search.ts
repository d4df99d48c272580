import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FieldCrypto } from './crypto.js';

/**
 * The SQL condition "this user id matches the search box text" over the patients' blind indexes
 * (user_search_tokens): by e-mail prefix, phone digits, or every word of the name as a prefix.
 */
export function patientSearchCondition(crypto: FieldCrypto, search: string, userId: SQLWrapper): SQL {
  const alternatives = crypto.blindIndexQuery(search);
  if (!alternatives.length) return sql`false`;
  const parts = alternatives.map((alt) => {
    const hashes = [...new Set(alt.hashes)];
    return sql`${userId} in (select t.user_id from user_search_tokens t where t.kind = ${alt.kind} and t.token_hash in (${sql.join(
      hashes.map((h) => sql`${h}`),
      sql`, `,
    )}) group by t.user_id having count(distinct t.token_hash) = ${hashes.length})`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}
