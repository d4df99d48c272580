import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { insertSample } from '../../test/appointment-samples.js';
import { testConfig } from '../../test/helper.js';
import type { OperatorSecrets } from './operator.js';

/**
 * What the main site (the patients' and doctors' site, not part of this repository) writes into
 * the shared database before an administrator has anything to refund: a doctor, a clinic, a
 * patient (fields encrypted with the installation's data key), appointments and their payments.
 * The rows are the API tests' appointment sample, written with the API's own schema code and the
 * operator's DATA_KEY, as the main site's process would write them; nothing of the rehearsed
 * installation is changed. Answers the appointment to refund.
 */
export async function mainSiteWrites(secrets: OperatorSecrets): Promise<{ appointment: string }> {
  const database = await openDatabase({ databaseUrl: secrets.DATABASE_URL, dataDir: os.tmpdir() });
  try {
    const app = await buildApp(
      testConfig({
        databaseUrl: secrets.DATABASE_URL,
        dataKey: secrets.DATA_KEY,
        adminEmail: secrets.ADMIN_EMAIL,
        adminPassword: secrets.ADMIN_PASSWORD,
        role: 'web',
        migrateOnStart: true,
      }),
      { database },
    );
    try {
      const sample = await insertSample(app);
      const [row] = await database.query<{ appt_id: string }>(
        'select a.appt_id from transactions t join appointments a on a.id = t.appointment_id where t.uid = $1',
        [sample.videoPaymentUid],
      );
      return { appointment: row.appt_id };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** One query on the rehearsal's database. */
export async function inDatabase<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
