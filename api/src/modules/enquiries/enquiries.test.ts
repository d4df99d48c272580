import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  buildTestApp,
  mailsTo,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test/helper.js';

interface Seeded {
  patientEnquiry: number;
  doctorEnquiry: number;
  clinicEnquiry: number;
  orphanEnquiry: number;
}

const PATIENT = { name: 'Johanna Doerr', email: 'johanna.doerr@example.com' };

describe('enquiries API', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let seeded: Seeded;

  async function one<T>(text: string, params: unknown[] = []): Promise<T> {
    const [row] = await t.database.query<T>(text, params);
    return row;
  }

  async function seed(): Promise<Seeded> {
    await t.database.exec(
      'delete from enquiries; delete from mail_outbox; delete from audit_log; delete from users;',
    );
    const crypto = t.app.fieldCrypto;
    const patient = await one<{ id: number }>(
      "insert into users (role_id, status) values (2, 'active') returning id",
    );
    await t.database.query(
      'insert into patient_profiles (user_id, full_name_enc, email_enc) values ($1, $2, $3)',
      [patient.id, crypto.encryptField(PATIENT.name), crypto.encryptField(PATIENT.email)],
    );
    const doctor = await one<{ id: number }>(
      "insert into users (role_id, status, full_name, email) values (3, 'active', 'Dr. Ana Lopez', 'ana.lopez@clinic.test') returning id",
    );
    const clinic = await one<{ id: number }>(
      "insert into users (role_id, status, full_name, email) values (4, 'active', 'Harbor Clinic', 'front@harbor.test') returning id",
    );
    const enquiry = async (userId: number | null, phone: string | null, subject: string, hoursAgo: number) =>
      (
        await one<{ id: number }>(
          `insert into enquiries (user_id, phone_enc, subject, message, created_at)
           values ($1, $2, $3, 'Please help with this.', now() - make_interval(hours => $4)) returning id`,
          [userId, crypto.encryptField(phone), subject, hoursAgo],
        )
      ).id;
    const seededIds = {
      patientEnquiry: Number(await enquiry(patient.id, '3125550130', 'Refund for a missed visit', 1)),
      doctorEnquiry: Number(await enquiry(doctor.id, '+44 20 7946 0958', 'Payout question', 2)),
      clinicEnquiry: Number(await enquiry(clinic.id, null, 'Adding a location', 3)),
      orphanEnquiry: Number(await enquiry(null, null, 'Account closed', 4)),
    };
    await t.database.query(
      "insert into enquiry_replies (enquiry_id, reply, created_at) values ($1, 'Second answer', now() - interval '10 minutes'), ($1, 'First answer', now() - interval '20 minutes')",
      [seededIds.doctorEnquiry],
    );
    await t.database.query('update enquiries set read_at = now() where id = $1', [seededIds.clinicEnquiry]);
    return seededIds;
  }

  before(async () => {
    t = await buildTestApp();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/admin',
      payload: { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    assert.equal(login.statusCode, 200, login.body);
    auth = { authorization: `Bearer ${login.json().data.token}` };
  });
  after(() => t.close());
  beforeEach(async () => {
    seeded = await seed();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const put = (id: number | string, payload?: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/enquiry/${id}`,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('GET /api/enquiry', () => {
    test('needs a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/enquiry' });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().data, null);
    });

    test('lists newest first with count, limit and the number never opened', async () => {
      const res = await get('/api/enquiry?populate=["user"]&sort=[{"created_at":"DESC"}]&offset=0&limit=20');
      assert.equal(res.statusCode, 200);
      const { data } = res.json();
      assert.equal(data.count, 4);
      assert.equal(data.limit, 20);
      assert.equal(data.unread_count, 3);
      assert.deepEqual(
        data.enquiries.map((e: { id: number }) => e.id),
        [seeded.patientEnquiry, seeded.doctorEnquiry, seeded.clinicEnquiry, seeded.orphanEnquiry],
      );
      const [patient, doctor, clinic, orphan] = data.enquiries;
      assert.deepEqual(
        { status: patient.status, phone: patient.phone, read_at: patient.read_at, subject: patient.subject },
        { status: 0, phone: '3125550130', read_at: null, subject: 'Refund for a missed visit' },
      );
      assert.match(patient.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      assert.equal(doctor.phone, '+44 20 7946 0958');
      assert.equal(clinic.phone, null);
      assert.ok(clinic.read_at);
      assert.equal(orphan.user, null);
    });

    test("masks a patient's name and e-mail; doctors and clinics show in full", async () => {
      const res = await get('/api/enquiry?populate=["user"]');
      const [patient, doctor, clinic] = res.json().data.enquiries;
      assert.deepEqual(
        { name: patient.user.full_name, email: patient.user.email, role: patient.user.role_id },
        { name: 'J****** D****', email: 'j************@e******.com', role: 2 },
      );
      assert.equal(doctor.user.full_name, 'Dr. Ana Lopez');
      assert.equal(doctor.user.email, 'ana.lopez@clinic.test');
      assert.equal(clinic.user.full_name, 'Harbor Clinic');
      assert.ok(!res.body.includes(PATIENT.name) && !res.body.includes(PATIENT.email));
      assert.ok(!res.body.includes('v1.'), 'no ciphertext leaves the API');
    });

    test('pages with offset and limit, and filters by status', async () => {
      const page = (await get('/api/enquiry?offset=2&limit=2')).json().data;
      assert.deepEqual(
        page.enquiries.map((e: { id: number }) => e.id),
        [seeded.clinicEnquiry, seeded.orphanEnquiry],
      );
      assert.equal(page.count, 4);
      assert.equal(page.limit, 2);
      assert.equal(page.enquiries[0].user, undefined, 'the user only when populated');
      await put(seeded.doctorEnquiry, { status: 1 });
      const done = (await get(`/api/enquiry?where=${encodeURIComponent('{"status":1}')}`)).json().data;
      assert.deepEqual(
        done.enquiries.map((e: { id: number }) => e.id),
        [seeded.doctorEnquiry],
      );
      assert.equal(done.count, 1);
    });

    test('refuses parameters it does not know with a 400 and a message', async () => {
      const cases: [string, string][] = [
        ['sort=[{"message":"ASC"}]', 'Unknown sort field "message"'],
        ['sort=[{"created_at":"UP"}]', 'Invalid sort direction for created_at: use ASC or DESC'],
        ['where={bad', 'where must be valid JSON'],
        ['where={"user_id":1}', 'Unknown filter field "user_id"'],
        ['where={"subject":"x\' or 1=1 --","status":"1; drop table enquiries"}', 'Invalid value for status'],
        ['populate=["enquiryReply"]', 'Unknown populate "enquiryReply"'],
        ['limit=abc', 'limit must be a whole number'],
        ['offset=-5', 'offset must be 0 or more'],
      ];
      for (const [query, message] of cases) {
        const res = await get(`/api/enquiry?${encodeURI(query)}`);
        assert.equal(res.statusCode, 400, query);
        assert.equal(res.json().message, message, query);
      }
      const huge = await get('/api/enquiry?limit=100000000');
      assert.equal(huge.statusCode, 200);
      assert.equal(huge.json().data.limit, 100);
    });
  });

  describe('GET /api/enquiry/{id}', () => {
    test('needs a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/enquiry/${seeded.patientEnquiry}` });
      assert.equal(res.statusCode, 401);
    });

    test('answers the enquiry with its user and replies (oldest first), and marks it read', async () => {
      const res = await get(`/api/enquiry/${seeded.doctorEnquiry}?populate=["user","enquiryReply"]`);
      assert.equal(res.statusCode, 200);
      const { enquiry } = res.json().data;
      assert.equal(enquiry.id, seeded.doctorEnquiry);
      assert.equal(enquiry.user.full_name, 'Dr. Ana Lopez');
      assert.equal(enquiry.message, 'Please help with this.');
      assert.deepEqual(
        enquiry.enquiryReply.map((r: { reply: string }) => r.reply),
        ['First answer', 'Second answer'],
      );
      assert.ok(enquiry.read_at);
      const list = (await get('/api/enquiry')).json().data;
      assert.equal(list.unread_count, 2);
    });

    test("keeps the first reading time and masks a patient's details", async () => {
      const first = (await get(`/api/enquiry/${seeded.patientEnquiry}`)).json().data.enquiry;
      const again = await get(`/api/enquiry/${seeded.patientEnquiry}`);
      assert.equal(again.json().data.enquiry.read_at, first.read_at);
      assert.equal(first.user.full_name, 'J****** D****');
      assert.ok(!again.body.includes(PATIENT.email));
      assert.deepEqual(first.enquiryReply, []);
    });

    test('a missing enquiry is a 404, a malformed id or populate a 400', async () => {
      const missing = await get('/api/enquiry/999999');
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, 'Enquiry not found');
      for (const url of ['/api/enquiry/abc', '/api/enquiry/1%20or%201=1', '/api/enquiry/0']) {
        const res = await get(url);
        assert.equal(res.statusCode, 400, url);
        assert.equal(res.json().message, 'Invalid enquiry id');
      }
      const badPopulate = await get(`/api/enquiry/${seeded.patientEnquiry}?populate=["password"]`);
      assert.equal(badPopulate.statusCode, 400);
      assert.equal(badPopulate.json().message, 'populate takes user, enquiryReply');
    });
  });

  describe('PUT /api/enquiry/{id} with a status', () => {
    test('needs a session', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/enquiry/${seeded.patientEnquiry}`,
        payload: { status: 1 },
      });
      assert.equal(res.statusCode, 401);
      const row = await one<{ status: number }>('select status from enquiries where id = $1', [
        seeded.patientEnquiry,
      ]);
      assert.equal(row.status, 0);
    });

    test("marks it done ('Status Updated'), refuses it twice, sets it back to pending, refuses that twice", async () => {
      const done = await put(seeded.patientEnquiry, { status: 1 });
      assert.equal(done.statusCode, 200);
      assert.equal(done.json().message, 'Status Updated');
      assert.equal(done.json().data.enquiry.status, 1);
      assert.equal(done.json().data.enquiry.user.full_name, 'J****** D****');

      const again = await put(seeded.patientEnquiry, { status: 1 });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, 'Enquiry is already completed');

      const reopened = await put(seeded.patientEnquiry, { status: 0 });
      assert.equal(reopened.statusCode, 200);
      assert.equal(reopened.json().data.enquiry.status, 0);

      const stale = await put(seeded.patientEnquiry, { status: 0 });
      assert.equal(stale.statusCode, 409);
      assert.equal(stale.json().message, 'Enquiry is already pending');

      const audit = await t.database.query<{ action: string; target_uid: string; admin_id: number | null }>(
        "select action, target_uid, admin_id from audit_log where target_type = 'enquiry' order by id",
      );
      assert.deepEqual(
        audit.map((a) => a.action),
        ['enquiry.complete', 'enquiry.reopen'],
      );
      assert.ok(audit.every((a) => a.target_uid === String(seeded.patientEnquiry) && a.admin_id !== null));
    });

    test('two simultaneous completions: one succeeds, the other is refused', async () => {
      const answers = await Promise.all([
        put(seeded.clinicEnquiry, { status: 1 }),
        put(seeded.clinicEnquiry, { status: 1 }),
      ]);
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
      const audit = await one<{ n: number }>(
        "select count(*)::int as n from audit_log where action = 'enquiry.complete'",
      );
      assert.equal(audit.n, 1);
    });

    test('refuses a status other than 0 or 1, and an unknown enquiry', async () => {
      for (const status of [2, -1, 'done']) {
        const res = await put(seeded.patientEnquiry, { status });
        assert.equal(res.statusCode, 400, String(status));
        assert.match(res.json().message, /status/);
      }
      const missing = await put(999999, { status: 1 });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, 'Enquiry not found');
      const both = await put(seeded.patientEnquiry, { status: 1, notes: 'Hello' });
      assert.equal(both.statusCode, 400);
      assert.equal(both.json().message, 'Send either a status or a note, not both');
    });
  });

  describe('PUT /api/enquiry/{id} with a note', () => {
    test("refuses an empty note with 'Add a note before submitting' and saves nothing", async () => {
      for (const payload of [
        {},
        { notes: '' },
        { notes: '   \n ' },
        { note_added_date: new Date().toISOString() },
      ]) {
        const res = await put(seeded.patientEnquiry, payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(res.json().message, 'Add a note before submitting');
      }
      const bare = await t.app.inject({
        method: 'PUT',
        url: `/api/enquiry/${seeded.patientEnquiry}`,
        headers: auth,
      });
      assert.equal(bare.statusCode, 400);
      assert.equal(bare.json().message, 'Add a note before submitting');
      const replies = await one<{ n: number }>('select count(*)::int as n from enquiry_replies');
      assert.equal(replies.n, 2);
      const mail = await one<{ n: number }>('select count(*)::int as n from mail_outbox');
      assert.equal(mail.n, 0);
    });

    test("adds the reply, e-mails it to the patient's real address, and records it", async () => {
      const res = await put(seeded.patientEnquiry, {
        notes: '  We have refunded your visit.  ',
        note_added_date: new Date().toISOString(),
      });
      assert.equal(res.statusCode, 200, res.body);
      const { enquiry, mail_sent } = res.json().data;
      assert.equal(mail_sent, true);
      assert.deepEqual(
        enquiry.enquiryReply.map((r: { reply: string }) => r.reply),
        ['We have refunded your visit.'],
      );
      assert.equal(enquiry.enquiryReply[0].answered_by, 'Administrator', 'the reply names who answered');
      assert.ok(!res.body.includes(PATIENT.email), 'the address stays on the server');

      const [mail] = await mailsTo(t.database, PATIENT.email);
      assert.deepEqual(
        { to: mail.to, subject: mail.subject, kind: mail.kind },
        { to: PATIENT.email, subject: 'Re: Refund for a missed visit', kind: 'enquiry_reply' },
      );
      assert.match(mail.body ?? '', /We have refunded your visit\./);
      // At rest the outbox holds ciphertext only.
      const stored = JSON.stringify(await t.database.query('select * from mail_outbox'));
      assert.ok(!stored.includes(PATIENT.email) && !stored.includes('refunded your visit'));
      const audit = await one<{ action: string; details: { length: number } }>(
        "select action, details from audit_log where action = 'enquiry.reply'",
      );
      assert.equal(audit.details.length, 'We have refunded your visit.'.length);
    });

    test("mails a doctor at the doctor's address; an enquirer without an account gets the reply saved only", async () => {
      await put(seeded.doctorEnquiry, { notes: 'Payouts run on Fridays.' });
      const mails = await mailsTo(t.database, 'ana.lopez@clinic.test');
      assert.equal(mails.length, 1);

      const orphan = await put(seeded.orphanEnquiry, { notes: 'Noted.' });
      assert.equal(orphan.statusCode, 200);
      assert.equal(orphan.json().data.mail_sent, false);
      assert.equal(orphan.json().message, 'Reply saved, but it could not be e-mailed');
      assert.equal(orphan.json().data.enquiry.enquiryReply.length, 1);
    });

    test('refuses a reply that is too long, a bad date, or an unknown enquiry', async () => {
      const long = await put(seeded.patientEnquiry, { notes: 'x'.repeat(5001) });
      assert.equal(long.statusCode, 400);
      assert.equal(long.json().message, 'A reply can have at most 5000 characters');
      const date = await put(seeded.patientEnquiry, { notes: 'Hi', note_added_date: 'yesterday' });
      assert.equal(date.statusCode, 400);
      assert.match(date.json().message, /note_added_date/);
      const missing = await put(999999, { notes: 'Hello' });
      assert.equal(missing.statusCode, 404);
      const mail = await one<{ n: number }>('select count(*)::int as n from mail_outbox');
      assert.equal(mail.n, 0);
    });

    test('needs a session', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/enquiry/${seeded.patientEnquiry}`,
        payload: { notes: 'Hello' },
      });
      assert.equal(res.statusCode, 401);
    });
  });

  test('the OpenAPI document covers the enquiry calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    assert.ok(doc.paths['/api/enquiry']?.get);
    assert.ok(doc.paths['/api/enquiry/{id}']?.get);
    assert.ok(doc.paths['/api/enquiry/{id}']?.put);
  });
});
