import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { phoneDigits } from '../lib/crypto.js';
import { bearer, buildTestApp, login, type TestApp } from '../test/helper.js';

// The app on the demo data set, as `pnpm start` fills an empty database.
describe('on the demo data', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  before(async () => {
    t = await buildTestApp({ seedDemo: true });
    headers = bearer((await login(t.app)).token);
  });
  after(() => t.close());

  test('dashboard counts match the rows', async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/user/dashboard', headers })).json().data;
    const [row] = await t.database.query<Record<string, number>>(`select
      (select count(*) from users where role_id = 3 and status = 'active')::int as active,
      (select count(*) from users where role_id = 3 and status = 'pending')::int as pending,
      (select count(*) from users where role_id = 2 and status <> 'deleted')::int as patients,
      (select count(*) from appointments)::int as appointments,
      (select count(distinct l.user_id) from doctor_licenses l join users u on u.id = l.user_id
        where l.expiry_date < current_date and u.status <> 'deleted')::int as expired`);
    assert.equal(data.doctorActiveCount, row.active);
    assert.equal(data.doctorPendingCount, row.pending);
    assert.equal(data.patientCount, row.patients);
    assert.equal(data.appointmentCount, row.appointments);
    assert.equal(data.expiredCount, row.expired);
    assert.ok(data.doctorPendingCount >= 3);
    assert.ok(data.expiredCount > 0);
    assert.equal(data.unreadSpeciality, true);
    assert.equal(data.unreadService, true);
  });

  test('lifetime revenue is the succeeded payments less refunds', async () => {
    const [row] = await t.database.query<{ cents: number }>(
      `select (sum(collected_amount_cents) - coalesce(sum(refund_amount_cents), 0))::bigint as cents
         from transactions where status = 'succeeded'`,
    );
    const data = (await t.app.inject({ method: 'GET', url: '/api/payments/revenue', headers })).json().data;
    assert.equal(data.lifetime_total, Number(row.cents) / 100);
    assert.ok(data.lifetime_total > 0);
  });

  test('patient personal data is encrypted at rest: no row holds it in plain text', async () => {
    const patients = await t.database.query<{
      user_id: number;
      full_name_enc: string;
      email_enc: string;
      phone_enc: string;
    }>('select user_id, full_name_enc, email_enc, phone_enc from patient_profiles order by user_id limit 20');
    assert.ok(patients.length > 0);
    for (const p of patients) {
      const name = t.app.fieldCrypto.decryptField(p.full_name_enc)!;
      const email = t.app.fieldCrypto.decryptField(p.email_enc)!;
      const phone = t.app.fieldCrypto.decryptField(p.phone_enc)!;
      assert.ok(name && email && phone);
      // Whole words of 6+ letters: shorter ones could turn up by chance inside random ciphertext.
      const needles = [name, email, phoneDigits(phone), ...name.split(' ').filter((w) => w.length >= 6)];
      const rows = await t.database.query<{ text: string }>(
        `select (select row_to_json(u)::text from users u where u.id = $1)
             || (select row_to_json(pp)::text from patient_profiles pp where pp.user_id = $1)
             || coalesce((select string_agg(row_to_json(s)::text, '') from user_search_tokens s where s.user_id = $1), '')
             as text`,
        [p.user_id],
      );
      for (const needle of needles) {
        assert.ok(!rows[0].text.toLowerCase().includes(needle.toLowerCase()), `plain "${needle}" stored`);
      }
    }
  });
});
