import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, login, TEST_ADMIN_PASSWORD, type TestApp } from '../test/helper.js';
import { insertSample, type Sample } from '../test/appointment-samples.js';
import { type Cast, seedCast } from '../test/people-cast.js';

/**
 * The serializer writes only the fields a response schema names. These answers have exact schemas
 * (exact-shapes.ts), so each is compared with what its handler returned before serialization: a
 * field the service answers and the schema forgets fails here instead of vanishing from the wire,
 * and one it requires but the service leaves out fails the answer.
 */
describe('the exact answers', () => {
  let t: TestApp;
  let cast: Cast;
  let sample: Sample;
  let auth: Record<string, string>;
  let handed: unknown;

  before(async () => {
    t = await buildTestApp(
      {},
      {
        beforeReady: (app) =>
          app.addHook('preSerialization', async (_request, _reply, payload) => {
            handed = payload;
            return payload;
          }),
      },
    );
    cast = await seedCast(t.app);
    sample = await insertSample(t.app);
    auth = bearer((await login(t.app)).token);
  });
  after(() => t.close());

  /** Sends the call and checks that its answer is all the handler gave, field for field. */
  async function carriesEverything(
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    status = 200,
  ) {
    handed = undefined;
    const res = await t.app.inject({ method, url, headers: auth, payload });
    assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
    assert.ok(handed, `${method} ${url} handed nothing to the serializer`);
    assert.deepEqual(res.json(), JSON.parse(JSON.stringify(handed)), `${method} ${url}`);
    return res.json().data;
  }

  it("a doctor's detail, availability, reviews, notifications and subscription", async () => {
    const doctor = await carriesEverything('GET', `/api/doctor/fetch/${cast.active.uid}`);
    // Every part present, so each nested schema is exercised.
    for (const part of ['clinic', 'clinic_details', 'stripeBank', 'userStripe']) {
      assert.ok(doctor.doctor[part], part);
    }
    assert.ok(
      doctor.doctor.licenses.length && doctor.doctor.services.length && doctor.doctor.locations.length,
    );
    const availability = await carriesEverything('GET', `/api/doctor-availability/${cast.active.uid}`);
    assert.ok(availability.availability[0].sessions.some((s: { location: unknown }) => s.location));
    assert.ok((await carriesEverything('GET', `/api/user/reviews/${cast.active.uid}`)).reviews.length);
    const notifications = await carriesEverything('GET', `/api/user/${cast.active.uid}/notifications`);
    assert.ok(notifications.notifications.length);
    const subscription = await carriesEverything('GET', `/api/user/doctors/subscription/${cast.active.uid}`);
    assert.ok(subscription.subscription && subscription.records.length);
    await carriesEverything('GET', `/api/user/doctors/subscription/${cast.incomplete.uid}`);
  });

  it("a clinic's detail, a user found (patient and clinic) and the pickers", async () => {
    const clinic = await carriesEverything('GET', `/api/clinics/${cast.clinic.uid}`);
    assert.ok(clinic.clinic_details.locations.length && clinic.stripeBank);
    const find = (uid: string) =>
      carriesEverything('GET', `/api/user/find?where=${encodeURIComponent(JSON.stringify({ uid }))}`);
    const patient = await find(cast.patient.uid);
    assert.ok(patient.user.full_name && 'address' in patient.user);
    const found = await find(cast.clinic.uid);
    assert.ok(!('address' in found.user));
    assert.ok((await carriesEverything('GET', '/api/user/all')).users.length);
  });

  it("the people lists: doctors, patients, clinics, a clinic's doctors, a person's appointments", async () => {
    const query = (params: Record<string, unknown>) =>
      Object.entries(params)
        .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
        .join('&');
    const doctors = await carriesEverything('GET', `/api/doctor?${query({ where: { status: 'active' } })}`);
    assert.ok(doctors.doctors.some((d: { doctorSpeciality: unknown[] }) => d.doctorSpeciality.length));
    assert.ok(doctors.specialities.length);
    for (const role of [2, 4]) {
      const users = await carriesEverything('GET', `/api/user?${query({ where: { role_id: role } })}`);
      assert.ok(users.users.length && users.users.every((u: object) => 'deleted_at' in u), `role ${role}`);
    }
    const selected = await carriesEverything(
      'GET',
      `/api/user?${query({ where: { role_id: 2 }, select: ['full_name'] })}`,
    );
    assert.deepEqual(Object.keys(selected.users[0]).sort(), ['full_name', 'uid']);
    const clinicDoctors = await carriesEverything('GET', `/api/doctor/clinics/${cast.clinic.uid}`);
    assert.ok(clinicDoctors.doctors.length);
    const ofDoctor = await carriesEverything('GET', `/api/user/appointments/doctors/${sample.doctorUid}`);
    assert.ok(ofDoctor.appointments.some((row: { user: unknown }) => row.user));
    const ofPatient = await carriesEverything('GET', `/api/user/appointments/patients/${sample.patientUid}`);
    assert.ok(ofPatient.appointments.some((row: { doctor: unknown }) => row.doctor));
  });

  it('the actions on one user', async () => {
    await carriesEverything('PUT', `/api/user/action/${cast.patient.uid}`, {
      action: 'block',
      password: TEST_ADMIN_PASSWORD,
    });
    await carriesEverything('PUT', `/api/user/${cast.pendingClinic.uid}`, { action: 'accept' });
    await carriesEverything('PUT', `/api/user/doctor/${cast.active.uid}/sponsored/`, { key: '1' });
    await carriesEverything('POST', `/api/user/${cast.active.uid}/broadcast`, { description: 'Hello' });
    const changed = await carriesEverything('PUT', `/api/user/change-password/${cast.active.uid}`, {
      password: 'Secret@123',
    });
    assert.deepEqual(changed, {});
  });

  it("the back office's own answers: account, settings, dashboard, views, audit, team, search", async () => {
    const me = await carriesEverything('GET', '/api/user/me');
    assert.ok(me.user.permissions.length);
    await carriesEverything('GET', '/api/user/settings');
    await carriesEverything('GET', '/api/user/dashboard');
    await carriesEverything('GET', '/api/payments/revenue');
    await carriesEverything('GET', '/api/health');
    const saved = await carriesEverything(
      'POST',
      '/api/saved-views',
      { list: 'patients', name: 'Mine', query: 'search=a' },
      201,
    );
    assert.ok(saved.view.uid);
    assert.ok((await carriesEverything('GET', '/api/saved-views?list=patients')).views.length);
    await carriesEverything('GET', '/api/list-layouts?list=patients');
    const audit = await carriesEverything('GET', '/api/audit');
    assert.ok(audit.entries.some((entry: { admin: unknown }) => entry.admin));
    assert.ok((await carriesEverything('GET', '/api/audit/filters')).admins.length);
    assert.ok((await carriesEverything('GET', '/api/admins')).admins.length);
    await carriesEverything('GET', '/api/account/second-factor');
    await carriesEverything('GET', '/api/admins/second-factor-policy');
    const search = await carriesEverything('GET', '/api/search?q=harbor');
    assert.ok(search.matches.length);
  });

  it('the appointments, an appointment with its parts, its calls and the payments', async () => {
    const populate = (names: string[]) => encodeURIComponent(JSON.stringify(names));
    await carriesEverything('GET', '/api/user/appointments');
    const page = await carriesEverything(
      'GET',
      `/api/user/appointments?populate=${populate(['user', 'doctor'])}`,
    );
    assert.ok(page.appointments.some((row: { user: unknown }) => row.user));
    for (const uid of [sample.videoUid, sample.clinicVisitUid, sample.refundedUid]) {
      await carriesEverything('GET', `/api/user/appointments/${uid}`);
    }
    const video = await carriesEverything('GET', `/api/user/appointments/${sample.videoUid}`);
    assert.ok(video.review && video.appointments.doctor && video.appointments.transactions.length);
    assert.ok((await carriesEverything('GET', `/api/user/calls/${sample.videoUid}`)).length);
    const everything = populate(['appointment', 'appointment.user', 'appointment.doctor']);
    const payments = await carriesEverything('GET', `/api/user/payments?populate=${everything}&totals=1`);
    assert.ok(payments.totals && payments.appointments[0].appointment);
    await carriesEverything('GET', '/api/user/payments');
  });
});
