import type { FastifyInstance } from 'fastify';

/** An enquiry as the Audit Log names it: its subject (an enquiry's target id is its numeric id). */
export async function enquiryNames(app: FastifyInstance, ids: string[]): Promise<[string, string][]> {
  const numeric = ids.filter((id) => /^\d{1,15}$/.test(id));
  if (!numeric.length) return [];
  const rows = await app.database.query<{ uid: string; name: string }>(
    'select id::text as uid, subject as name from enquiries where id = any($1::bigint[])',
    [numeric],
  );
  return rows.map((row) => [row.uid, row.name]);
}
