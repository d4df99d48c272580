import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { insertSample, type Sample, signIn } from '../test/appointment-samples.js';
import { csvRows as parseCsv } from '../test/csv-rows.js';

describe('CSV export of the lists', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let s: Sample;
  let enquiryId: number;

  const q = (params: Record<string, unknown>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return query.toString();
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...auth, timezone: 'America/Chicago', ...headers } });
  const csv = async (path: string, params: Record<string, unknown> = {}) => {
    const res = await get(`${path}?${q({ ...params, format: 'csv' })}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    return { res, rows: parseCsv(res.body) };
  };
  const lastExport = async (action: string) => {
    const [row] = await t.database.query<{ details: Record<string, unknown> }>(
      'select details from audit_log where action = $1 order by id desc limit 1',
      [action],
    );
    return row?.details;
  };

  before(async () => {
    t = await buildTestApp();
    auth = await signIn(t.app);
    s = await insertSample(t.app);
    const crypto = t.app.fieldCrypto;
    // Cells an attacker controls, each of which a spreadsheet would run as a formula.
    await t.database.query(
      `update users set full_name = '=HYPERLINK("http://evil.test","Dr")' where uid = $1`,
      [s.doctorUid],
    );
    await t.database.query(
      'update patient_profiles set full_name_enc = $2, email_enc = $3 where user_id = (select id from users where uid = $1)',
      [s.patientUid, crypto.encryptField('+Evil Name'), crypto.encryptField('@evil@example.com')],
    );
    await t.database.query(`update transactions set transaction_id = '-2+3' where uid = $1`, [
      s.videoPaymentUid,
    ]);
    const [patient] = await t.database.query<{ id: number }>('select id from users where uid = $1', [
      s.patientUid,
    ]);
    const [enquiry] = await t.database.query<{ id: number }>(
      `insert into enquiries (user_id, phone_enc, subject, message) values ($1, $2, '@SUM(1+1)', 'hello') returning id`,
      [patient.id, crypto.encryptField('3125550130')],
    );
    enquiryId = Number(enquiry.id);
  });
  after(() => t.close());

  test('every export needs a session', async () => {
    for (const path of [
      '/api/user/payments',
      '/api/user/appointments',
      '/api/doctor',
      `/api/user?${q({ where: { role_id: 2 } })}&x=`,
      '/api/enquiry',
      '/api/audit',
    ]) {
      const url = path.includes('?') ? `${path}&format=csv` : `${path}?format=csv`;
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/csv' } });
      assert.equal(res.statusCode, 401, url);
      assert.doesNotMatch(res.body, /Name|Appointment ID/);
    }
  });

  test('payments: every matching row in the list order, patients masked as the list masks them', async () => {
    const where = { status: 'succeeded' };
    const json = await get(
      `/api/user/payments?${q({ where, limit: 100, populate: ['appointment', 'appointment.user'] })}`,
    );
    const listed = json.json().data;
    const { rows } = await csv('/api/user/payments', { where, limit: 1, offset: 1 });
    const [header, ...body] = rows;
    assert.deepEqual(header, [
      'Appointment ID',
      'Transaction Date',
      'Transaction ID',
      'Patient Name',
      'Doctor Name',
      'Doctor ($)',
      'Platform ($)',
      'Total Amount',
      'Extended',
      'Refund',
      'Refund Type',
      'Refunded At',
      'Status',
    ]);
    // limit and offset are a page's: an export has every match.
    assert.equal(body.length, listed.count);
    assert.deepEqual(
      body.map((row) => row[0]),
      listed.appointments.map((row: { appointment: { appt_id: string } }) => row.appointment.appt_id),
    );
    const patients = new Set(body.map((row) => row[3]));
    assert.ok(patients.has("'+**** N***"), [...patients].join('|'));
    assert.ok(patients.has('Deleted User'));
    assert.ok(body.some((row) => row[4] === 'Deleted (Dr. Gone 1)' || /^Deleted \(Dr\. Gone/.test(row[4])));
    assert.ok(body.some((row) => row[12] === 'Refunded' && row[9] === '154.65' && row[10] === 'full_refund'));
  });

  test('payments: formulas are neutralised in the raw file', async () => {
    const { res } = await csv('/api/user/payments', { where: { status: 'succeeded' } });
    assert.match(res.body, /,"'=HYPERLINK\(""http:\/\/evil\.test"",""Dr""\)",/);
    assert.match(res.body, /,"'-2\+3",/);
    assert.match(res.body, /,"'\+\*\*\*\* N\*\*\*",/);
    assert.doesNotMatch(res.body, /(^|,)[=+@-]/m);
    assert.doesNotMatch(res.body, /Evil Name|evil@example/);
  });

  test('payments: the filter and sort of the screen apply, and the export is one audit entry', async () => {
    const where = {
      status: 'succeeded',
      refund_id: null,
      created_at: { '>=': '2026-03-10', '<=': '2026-03-31' },
    };
    const sort = [{ collected_amount: 'ASC' }];
    const json = (await get(`/api/user/payments?${q({ where, sort, populate: ['appointment'] })}`)).json()
      .data;
    const { rows } = await csv('/api/user/payments', { where, sort });
    assert.deepEqual(
      rows.slice(1).map((row) => row[0]),
      json.appointments.map((row: { appointment: { appt_id: string } }) => row.appointment.appt_id),
    );
    const details = await lastExport('payment.export');
    assert.deepEqual(details, {
      format: 'csv',
      filter: {
        where: {
          status: 'succeeded',
          refund_id: null,
          created_at: { '>=': '2026-03-10', '<=': '2026-03-31' },
        },
        sort: [{ collected_amount: 'ASC' }],
      },
      rows: json.count,
      completed: true,
    });
  });

  test('Accept: text/csv answers the same file; a search narrows it', async () => {
    const res = await get(`/api/user/payments?${q({ where: { status: 'succeeded' } })}`, {
      accept: 'text/csv',
    });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    const { rows } = await csv('/api/user/payments', { search: '002' });
    assert.ok(rows.length > 1);
    for (const row of rows.slice(1)) assert.match(row[0], /002$/);
  });

  test('appointments: masked patients, labels as the list shows them', async () => {
    const { rows } = await csv('/api/user/appointments', { where: { status: 'completed' } });
    assert.equal(
      rows[0].join(','),
      'Appointment ID,Patient Name,Doctor Name,Appointment Date & Time,Amount,Type,Status,Booked At',
    );
    assert.ok(rows.length >= 2);
    for (const row of rows.slice(1)) assert.equal(row[6], 'Completed');
    assert.ok(rows.some((row) => row[1] === "'+**** N***"));
    // Times in the admin's zone (America/Chicago): 2026-03-12 15:00 UTC is 10:00 there.
    assert.ok(rows.some((row) => row[3] === '2026-03-12 10:00'));
  });

  test("enquiries: a patient's name and e-mail masked, formulas neutralised", async () => {
    const { rows, res } = await csv('/api/enquiry', { where: { id: enquiryId } });
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[1].slice(0, 4), ["'+**** N***", "'@****@e******.com", '3125550130', "'@SUM(1+1)"]);
    assert.doesNotMatch(res.body, /Evil|evil@/);
  });

  test('patients: as the patient list shows them; the audit entry keeps no search text', async () => {
    const { rows } = await csv('/api/user', { where: { role_id: 2 } });
    assert.equal(rows[0].join(','), 'Name,Phone,Email,Appointments,Login Type,Status');
    assert.ok(rows.some((row) => row[0] === "'+Evil Name"));
    await csv('/api/user', { where: { role_id: 2 }, search: 'Evil' });
    const details = await lastExport('patient.export');
    assert.equal((details?.filter as Record<string, unknown> | undefined)?.searched, true);
    assert.doesNotMatch(JSON.stringify(details), /Evil/);
  });

  test('doctors and clinics', async () => {
    const doctors = await csv('/api/doctor', {});
    assert.equal(doctors.rows[0][0], 'Name');
    assert.ok(doctors.rows.some((row) => row[0] === `'=HYPERLINK("http://evil.test","Dr")`));
    const clinics = await csv('/api/user', { where: { role_id: 4 } });
    assert.equal(clinics.rows[0].join(','), 'Name,NPI Number,Phone,Email,Status');
    assert.ok(clinics.rows.some((row) => /^Sunrise Clinic/.test(row[0])));
  });

  test('bad parameters are 400s before any file starts', async () => {
    for (const query of [
      'format=xml',
      `format=csv&where=${encodeURIComponent('{"nope":1}')}`,
      'format=csv&where=[',
      `format=csv&sort=${encodeURIComponent('[{"status":"SIDEWAYS"}]')}`,
    ]) {
      const res = await get(`/api/user/payments?${query}`);
      assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
      assert.match(String(res.headers['content-type']), /json/);
    }
    const res = await get(`/api/user?${q({ where: { role_id: 3 }, format: 'csv' })}`);
    assert.equal(res.statusCode, 400);
  });

  test('payments totals: collected, refunded, net and count of the filtered range, in the same answer', async () => {
    const where = { status: 'succeeded', created_at: { '>=': '2026-03-01', '<=': '2026-03-31' } };
    const res = await get(`/api/user/payments?${q({ where, totals: '1', limit: 1 })}`);
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    // Four successful payments in March: 154.65 each, one refunded in full.
    assert.deepEqual(data.totals, {
      collected: '618.60',
      refunded: '154.65',
      net: '463.95',
      count: 4,
      refunded_count: 1,
    });
    assert.equal(data.count, 4);
    assert.equal(data.appointments.length, 1);
    const none = await get(
      `/api/user/payments?${q({ where: { created_at: { '<=': '2020-01-31' } }, totals: '1' })}`,
    );
    assert.deepEqual(none.json().data.totals, {
      collected: '0.00',
      refunded: '0.00',
      net: '0.00',
      count: 0,
      refunded_count: 0,
    });
    assert.equal((await get('/api/user/payments?totals=maybe')).statusCode, 400);
    assert.equal((await get('/api/user/payments')).json().data.totals, undefined);
  });
  test('range totals add up whole hours from the hourly sums and partial hours from the payments', async () => {
    const [video] = await t.database.query<{ id: number; doctor_id: number; created_at: Date }>(
      'select id, doctor_id, created_at from appointments where uid = $1',
      [s.videoUid],
    );
    // 18:45 UTC on 27 February is 00:15 on the 28th in Kolkata (UTC+5:30): inside a partial hour.
    await t.database.query(
      `insert into transactions (appointment_id, doctor_id, appointment_created_at, transaction_id, status, type,
         collected_amount_cents, destination_amount_cents, application_amount_cents, created_at)
       values ($1, $2, $3, 'pi_edge_case', 'succeeded', 'normal', 1000, 900, 100, '2026-02-27T18:45:00Z')`,
      [video.id, video.doctor_id, video.created_at],
    );
    const totals = async (where: Record<string, unknown>, zone: string) => {
      const res = await get(`/api/user/payments?${q({ where, totals: '1', limit: 1 })}`, { timezone: zone });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.totals;
    };
    const day = { status: 'succeeded', created_at: { '>=': '2026-02-28', '<=': '2026-02-28' } };
    assert.deepEqual(await totals(day, 'Asia/Kolkata'), {
      collected: '10.00',
      refunded: '0.00',
      net: '10.00',
      count: 1,
      refunded_count: 0,
    });
    // In Chicago the same instant is still the 27th.
    assert.equal((await totals(day, 'America/Chicago')).count, 0);
    assert.equal(
      (await totals({ ...day, created_at: { '>=': '2026-02-27', '<=': '2026-02-27' } }, 'America/Chicago'))
        .count,
      1,
    );
    // The same filter with a doctor (summed from the payments) agrees.
    const [doctor] = await t.database.query<{ uid: string }>('select uid from users where id = $1', [
      video.doctor_id,
    ]);
    const march = { status: 'succeeded', created_at: { '>=': '2026-02-01', '<=': '2026-03-31' } };
    const all = await totals(march, 'America/Chicago');
    const byDoctor = await totals({ ...march, 'appointment.doctor_id': doctor.uid }, 'America/Chicago');
    assert.equal(all.count, 5);
    assert.equal(byDoctor.count, 4); // the clinic visit's doctor is the deleted one
  });

  test('a refund moves a payment into the refunded totals at once (kept by triggers)', async () => {
    const where = { status: 'succeeded', created_at: { '>=': '2026-03-01', '<=': '2026-03-31' } };
    const before = (await get(`/api/user/payments?${q({ where, totals: '1' })}`)).json().data.totals;
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/payments/refund/${s.clinicPaymentUid}`,
      headers: auth,
      payload: { type: 'partial_refund', amount: '20.00', reason: 'Late start' },
    });
    assert.equal(refund.statusCode, 200, refund.body);
    const after = (await get(`/api/user/payments?${q({ where, totals: '1' })}`)).json().data.totals;
    assert.deepEqual(after, {
      collected: before.collected,
      refunded: '174.65',
      net: '443.95',
      count: before.count,
      refunded_count: before.refunded_count + 1,
    });
    const refundedOnly = (
      await get(`/api/user/payments?${q({ where: { ...where, refund_id: { '!=': null } }, totals: '1' })}`)
    ).json().data.totals;
    assert.deepEqual([refundedOnly.count, refundedOnly.refunded], [2, '174.65']);
  });
});
