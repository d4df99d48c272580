import type { Sql } from '../../db/client.js';
import type { FieldCrypto } from '../../lib/crypto.js';

/**
 * Encrypts the saved views kept in plain text before their query was encrypted (what migration
 * 0840 renamed), so every view saved then still opens. Run at start-up, before any request; a
 * stored value is ciphertext when it has the `v1.` form encryptField writes (a URL query never does).
 */
export async function encryptLegacySavedViews(sql: Sql, crypto: FieldCrypto): Promise<number> {
  const rows = await sql.query<{ id: number; query_enc: string }>(
    `select id, query_enc from saved_views where query_enc not like 'v1.%'`,
  );
  for (const row of rows) {
    await sql.query('update saved_views set query_enc = $2 where id = $1', [
      row.id,
      crypto.encryptField(row.query_enc),
    ]);
  }
  return rows.length;
}
