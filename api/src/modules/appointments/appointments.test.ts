import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { insertSample, type Sample, signIn } from '../../test/appointment-samples.js';

describe('appointments API', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let s: Sample;

  before(async () => {
    t = await buildTestApp();
    auth = await signIn(t.app);
    s = await insertSample(t.app);
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });
  const list = (params: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return get(`/api/user/appointments?${query}`, headers);
  };

  test('every call needs a session', async () => {
    for (const url of [
      '/api/user/appointments',
      `/api/user/appointments/${s.videoUid}`,
      `/api/user/calls/${s.videoUid}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 401, url);
      assert.equal(res.json().data, null);
    }
  });

  test('lists newest first with count and limit, patients masked, doctors populated', async () => {
    const res = await list({ populate: ['user', 'doctor'] });
    assert.equal(res.statusCode, 200);
    const { appointments, count, limit } = res.json().data;
    assert.equal(count, 3);
    assert.equal(limit, 20);
    assert.deepEqual(
      appointments.map((a: { uid: string }) => a.uid),
      [s.clinicVisitUid, s.videoUid, s.refundedUid],
    );
    const video = appointments[1];
    assert.equal(video.user.full_name, 'J*** D**');
    assert.equal(video.user.email, 'j*******@e******.com');
    assert.equal(video.total_cost, '300.00');
    assert.equal(video.booking_amount, '150.00');
    assert.equal(video.date_utc, '2026-03-12T15:00:00.000Z');
    assert.equal(video.doctor.full_name.startsWith('Dr. Ana Lopez'), true);
    assert.equal(appointments[0].doctor.status, 'deleted');
    assert.ok(appointments[0].doctor.deleted_at);
    assert.equal(appointments[2].user, null);
    assert.ok(!JSON.stringify(res.json()).includes('John'));
    assert.ok(!('id' in video));
  });

  test('leaves out what is not populated', async () => {
    const { appointments } = (await list({})).json().data;
    assert.ok(!('user' in appointments[0]));
    assert.ok(!('doctor' in appointments[0]));
  });

  test('filters by status, doctor uid and search by appointment id', async () => {
    const byStatus = (await list({ where: { status: 'cancelled' } })).json().data;
    assert.deepEqual(
      byStatus.appointments.map((a: { uid: string }) => a.uid),
      [s.refundedUid],
    );
    const byDoctor = (await list({ where: { doctor_id: s.doctorUid } })).json().data;
    assert.equal(byDoctor.count, 2);
    const byClinic = (await list({ where: { clinic_id: s.clinicUid } })).json().data;
    assert.deepEqual(
      byClinic.appointments.map((a: { uid: string }) => a.uid),
      [s.videoUid],
    );
    const apptId = byStatus.appointments[0].appt_id as string;
    const bySearch = (await list({ search: apptId.slice(-4).toLowerCase() })).json().data;
    assert.deepEqual(
      bySearch.appointments.map((a: { uid: string }) => a.uid),
      [s.refundedUid],
    );
    const none = (await list({ search: 'APT0%' })).json().data;
    assert.equal(none.count, 0);
  });

  test("a day filter covers the whole day in the admin's zone", async () => {
    const day = { date_utc: { '>=': '2026-03-10', '<=': '2026-03-10' } };
    // 2026-03-11T03:30Z is 11:30 pm on March 10 in New York (EDT), 3:30 am on March 11 in UTC.
    const ny = (await list({ where: day }, { timezone: 'America/New_York' })).json().data;
    assert.deepEqual(
      ny.appointments.map((a: { uid: string }) => a.uid),
      [s.clinicVisitUid],
    );
    const utc = (await list({ where: day }, { timezone: 'UTC' })).json().data;
    assert.equal(utc.count, 0);
    const tokyo = (
      await list(
        { where: { date_utc: { '>=': '2026-03-11', '<=': '2026-03-11' } } },
        { timezone: 'Asia/Tokyo' },
      )
    ).json().data;
    assert.deepEqual(
      tokyo.appointments.map((a: { uid: string }) => a.uid),
      [s.clinicVisitUid],
    );
    const unknownZone = (await list({ where: day }, { timezone: 'Mars/Olympus' })).json().data;
    assert.equal(unknownZone.count, 0);
  });

  test('sorts by appointment id, service date and status, both ways', async () => {
    const uids = async (sort: unknown) =>
      (await list({ sort })).json().data.appointments.map((a: { uid: string }) => a.uid);
    assert.deepEqual(await uids([{ appt_id: 'ASC' }]), [s.videoUid, s.clinicVisitUid, s.refundedUid]);
    assert.deepEqual(await uids([{ appt_id: 'DESC' }]), [s.refundedUid, s.clinicVisitUid, s.videoUid]);
    assert.deepEqual(await uids([{ date_utc: 'ASC' }]), [s.refundedUid, s.clinicVisitUid, s.videoUid]);
    assert.deepEqual(await uids([{ status: 'ASC' }]), [s.refundedUid, s.videoUid, s.clinicVisitUid]);
  });

  test('pages with offset and limit', async () => {
    const page = (await list({ offset: '1', limit: '1' })).json().data;
    assert.equal(page.count, 3);
    assert.equal(page.limit, 1);
    assert.deepEqual(
      page.appointments.map((a: { uid: string }) => a.uid),
      [s.videoUid],
    );
  });

  test('refuses what it does not know with a 400 and a message, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ where: '{bad' }, 'where must be valid JSON'],
      [{ where: { password: 'x' } }, 'Unknown filter field "password"'],
      [{ sort: [{ 'status; drop table users': 'ASC' }] }, 'Unknown sort field "status; drop table users"'],
      [{ sort: [{ status: 'SIDEWAYS' }] }, 'Invalid sort direction for status: use ASC or DESC'],
      [{ where: { doctor_id: 'not-a-uid' } }, 'Invalid value for doctor_id'],
      [{ where: { date_utc: { '>=': '2026-02-30' } } }, 'Invalid value for date_utc'],
      [{ where: { date_utc: { '>=': 'yesterday' } } }, 'Invalid value for date_utc'],
      [{ populate: ['password'] }, 'Unknown populate "password"'],
      [{ limit: 'lots' }, 'limit must be a whole number'],
    ];
    for (const [params, message] of cases) {
      const res = await list(params);
      assert.equal(res.statusCode, 400, JSON.stringify(params));
      assert.equal(res.json().message, message);
    }
    const huge = await list({ limit: '1000000' });
    assert.equal(huge.statusCode, 200);
    assert.ok(huge.json().data.limit <= 100);
  });

  test('the detail carries services, doctor, masked patient, transactions, payment status and review', async () => {
    const res = await get(`/api/user/appointments/${s.videoUid}`);
    assert.equal(res.statusCode, 200);
    const { appointments: a, payment_status, review } = res.json().data;
    assert.equal(a.uid, s.videoUid);
    assert.equal(a.status, 'completed');
    assert.equal(a.someone_else, '0');
    assert.equal(a.user.full_name, 'J*** D**');
    assert.equal(a.doctor.doctor_avg_rating, 4.5);
    assert.equal(a.doctor.doctorSpeciality[0].is_primary, '1');
    assert.match(a.doctor.doctorSpeciality[0].speciality.name, /^Cardiology/);
    assert.match(a.doctor.clinic.full_name, /^Sunrise Clinic/);
    assert.equal(a.extended_count, 1);
    assert.equal(a.transactions.length, 2);
    const [normal, extended] = a.transactions;
    assert.equal(normal.type, 'normal');
    assert.equal(normal.collected_amount, '154.65');
    assert.equal(normal.destination_amount, '135.00');
    assert.equal(normal.application_amount, '15.00');
    assert.equal(normal.handling_charge, '4.65');
    assert.equal(normal.last4, '4242');
    assert.equal(extended.type, 'extended');
    assert.equal(payment_status, 'succeeded');
    assert.deepEqual(review, { rating: 4, comments: 'Very thorough.', patient: { full_name: 'J*** D**' } });
    assert.ok(!JSON.stringify(res.json()).includes('John'));
  });

  test('booked for someone else: that name plus the booking user; services and a deleted doctor', async () => {
    const { appointments: a, review } = (await get(`/api/user/appointments/${s.clinicVisitUid}`)).json().data;
    assert.equal(a.someone_else, '1');
    assert.equal(a.full_name, 'Mia Doe');
    assert.equal(a.user.full_name, 'J*** D**');
    assert.equal(a.doctor.status, 'deleted');
    assert.equal(a.service_address, '12 Main St, Austin, TX');
    assert.deepEqual(
      a.booked_services.map((b: { services: { name: string }; cost: string; required_time: string }) => [
        b.services.name,
        b.cost,
        b.required_time,
      ]),
      [
        ['Skin check', '90.00', '01:00'],
        ['Consult', '60.00', '00:30'],
      ],
    );
    assert.equal(review, null);
  });

  test('an unknown or malformed appointment uid is a 404 with a message', async () => {
    for (const uid of ['00000000-0000-4000-8000-000000000000', 'not-a-uid', "1'%20or%201=1"]) {
      const res = await get(`/api/user/appointments/${uid}`);
      assert.equal(res.statusCode, 404, uid);
      assert.equal(res.json().message, 'Appointment not found');
    }
  });

  test("lists an appointment's calls, oldest first, without internal ids", async () => {
    const res = await get(`/api/user/calls/${s.videoUid}`);
    assert.equal(res.statusCode, 200);
    const calls = res.json().data;
    assert.equal(calls.length, 2);
    assert.deepEqual(Object.keys(calls[0]).sort(), ['call_id', 'duration', 'status']);
    assert.equal(calls[1].duration, 125);
    assert.deepEqual((await get(`/api/user/calls/${s.clinicVisitUid}`)).json().data, []);
    assert.equal((await get('/api/user/calls/nope')).statusCode, 404);
  });

  test('documents every call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    assert.ok(doc.paths['/api/user/appointments'].get);
    assert.ok(doc.paths['/api/user/appointments/{uid}'].get);
    assert.ok(doc.paths['/api/user/calls/{id}'].get);
  });
});
