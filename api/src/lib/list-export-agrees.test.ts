import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { enquiries, patientProfiles, type UserStatus, userSearchTokens, users } from '../db/schema/index.js';
import { insertSample, signIn } from '../test/appointment-samples.js';
import { csvRows } from '../test/csv-rows.js';
import { buildTestApp, type TestApp } from '../test/helper.js';

const PAGE = 2;

// An export is its list's rows: for each list that exports, the file has the rows of its pages,
// paged through one after the other with the same filter, search and sort, in the same order.
describe('a list exported as CSV has the rows of its pages, in their order', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  const q = (params: Record<string, unknown>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return query.toString();
  };
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...auth, timezone: 'America/Chicago' } });

  /** `key` of every row of every page, paging `PAGE` rows at a time; and the list's count. */
  async function paged(
    path: string,
    params: Record<string, unknown>,
    rowsOf: string,
    key: (row: Record<string, unknown>) => unknown,
  ) {
    const keys: unknown[] = [];
    let count = 0;
    for (let offset = 0; ; offset += PAGE) {
      const res = await get(`${path}?${q({ ...params, limit: PAGE, offset })}`);
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data;
      count = data.count;
      const rows = data[rowsOf] as Record<string, unknown>[];
      keys.push(...rows.map(key));
      if (rows.length < PAGE) return { keys, count };
    }
  }

  /** The cells of column `header` of the list's CSV file. */
  async function exported(path: string, params: Record<string, unknown>, header: string) {
    const res = await get(`${path}?${q({ ...params, format: 'csv' })}`);
    assert.equal(res.statusCode, 200, res.body);
    const [head, ...rows] = csvRows(res.body);
    const column = head.indexOf(header);
    assert.ok(column >= 0, head.join(','));
    return rows.map((row) => row[column]);
  }

  async function agree(
    path: string,
    params: Record<string, unknown>,
    page: { rowsOf: string; key: (row: Record<string, unknown>) => unknown },
    header: string,
  ) {
    const pages = await paged(path, params, page.rowsOf, page.key);
    // Enough rows for more than one page, each read once.
    assert.ok(pages.keys.length > PAGE, `${path}: ${pages.keys.length} rows`);
    assert.equal(pages.count, pages.keys.length);
    assert.deepEqual(await exported(path, params, header), pages.keys);
  }

  before(async () => {
    t = await buildTestApp();
    auth = await signIn(t.app);
    for (let i = 0; i < 3; i++) await insertSample(t.app);
    const db = t.app.db;
    const crypto = t.app.fieldCrypto;
    // Patients found by the search box: two share a created_at (the order's tiebreaker decides),
    // one is deleted (in neither the pages nor the file).
    const patients: [UserStatus, string][] = [
      ['active', '2026-01-03T00:00:00Z'],
      ['active', '2026-01-01T00:00:00Z'],
      ['blocked', '2026-01-02T00:00:00Z'],
      ['active', '2026-01-02T00:00:00Z'],
      ['deleted', '2026-01-04T00:00:00Z'],
      ['active', '2026-01-05T00:00:00Z'],
    ];
    for (const [i, [status, createdAt]] of patients.entries()) {
      const [row] = await db
        .insert(users)
        .values({ roleId: 2, status, provider: 'Local', createdAt: new Date(createdAt) })
        .returning({ id: users.id });
      const plain = { fullName: `Jane Roe${i}`, email: `jane${i}@example.com`, phone: `55500000${i}0` };
      await db.insert(patientProfiles).values({
        userId: row.id,
        fullNameEnc: crypto.encryptField(plain.fullName),
        emailEnc: crypto.encryptField(plain.email),
        phoneEnc: crypto.encryptField(plain.phone),
      });
      await db.insert(userSearchTokens).values(
        crypto.patientTokens(plain).map((token) => ({
          userId: row.id,
          kind: token.kind,
          tokenHash: token.tokenHash,
        })),
      );
    }
    await db.insert(enquiries).values(
      ['Billing', 'Access', 'Refund', 'Hours', 'Records', 'Video'].map((subject, i) => ({
        subject,
        message: `About ${subject}`,
        status: i % 3 === 2 ? (1 as const) : (0 as const),
      })),
    );
  });
  after(() => t.close());

  test('payments: a filter, an appointment-id search and a sort on the appointment', async () => {
    await agree(
      '/api/user/payments',
      { where: { status: 'succeeded' }, search: '00', sort: [{ 'appointment.date_utc': 'DESC' }] },
      { rowsOf: 'appointments', key: (row) => row.transaction_id },
      'Transaction ID',
    );
  });

  test('appointments: a filter, an appointment-id search and a sort', async () => {
    await agree(
      '/api/user/appointments',
      { where: { status: { '!=': 'cancelled' } }, search: 'APT9', sort: [{ total_cost: 'ASC' }] },
      { rowsOf: 'appointments', key: (row) => row.appt_id },
      'Appointment ID',
    );
  });

  test('doctors: a filter, a name search and a sort', async () => {
    await agree(
      '/api/doctor',
      { where: { status: 'active' }, search: 'ana', sort: [{ full_name: 'DESC' }] },
      { rowsOf: 'doctors', key: (row) => row.email },
      'Email',
    );
  });

  test("patients: the role's filter and a search through the blind index, oldest first", async () => {
    // With no other filter the page reads its ids from the search tokens; the file by condition.
    await agree(
      '/api/user',
      { where: { role_id: 2 }, search: 'jane', sort: [{ created_at: 'ASC' }] },
      { rowsOf: 'users', key: (row) => row.email },
      'Email',
    );
    await agree(
      '/api/user',
      { where: { role_id: 2, status: { '!=': 'blocked' } }, search: 'jane', sort: [{ created_at: 'ASC' }] },
      { rowsOf: 'users', key: (row) => row.email },
      'Email',
    );
  });

  test('clinics: the role filter, a name search and a sort by name', async () => {
    await agree(
      '/api/user',
      { where: { role_id: 4 }, search: 'clinic', sort: [{ full_name: 'ASC' }] },
      { rowsOf: 'users', key: (row) => row.email },
      'Email',
    );
  });

  test('enquiries: a filter and a sort (the list has no search box: a search changes neither)', async () => {
    await agree(
      '/api/enquiry',
      { where: { status: 0 }, search: 'anything', sort: [{ subject: 'ASC' }] },
      { rowsOf: 'enquiries', key: (row) => row.subject },
      'Subject',
    );
  });
});
