import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, login, type TestApp, listQuery } from '../../test/helper.js';
import { type Cast, seedCast } from '../../test/people-cast.js';

describe('doctor endpoints', () => {
  let t: TestApp;
  let cast: Cast;
  let auth: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    cast = await seedCast(t.app);
    auth = bearer((await login(t.app)).token);
  });
  after(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const list = async (params: Record<string, unknown>) => {
    const qs = listQuery(params);
    const res = await get(`/api/doctor?${qs}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as {
      doctors: { uid: string; full_name: string; [k: string]: unknown }[];
      specialities: { name: string }[];
      count: number;
      limit: number;
    };
  };
  const names = (data: { doctors: { full_name: string }[] }) => data.doctors.map((d) => d.full_name);

  it('needs a session', async () => {
    for (const url of [
      '/api/doctor',
      `/api/doctor/fetch/${cast.active.uid}`,
      `/api/doctor-availability/${cast.active.uid}`,
      `/api/user/reviews/${cast.active.uid}`,
      `/api/user/${cast.active.uid}/notifications`,
      `/api/user/doctors/subscription/${cast.active.uid}`,
      `/api/user/appointments/doctors/${cast.active.uid}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 401, url);
    }
  });

  it('the filter choices follow the catalogue: at once after a write here, after its announcement from another writer', async () => {
    const choices = async () => (await list({})).specialities.map((s) => s.name);
    assert.deepEqual(await choices(), ['Cardiology', 'Dermatology']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/speciality',
      headers: auth,
      payload: { name: 'Allergy' },
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.deepEqual(
      await choices(),
      ['Allergy', 'Cardiology', 'Dermatology'],
      'the next page after the write',
    );
    // Another writer (another API process, a script): the database announces the change, and a
    // notice sent after it is heard after its announcement.
    const heard = new Promise<void>((resolve) =>
      t.app.liveEvents.onNotice('doctors-test', (body) => body === 'allergy-off' && resolve()),
    );
    await t.app.database.exec(
      "update specialities set active = false where name = 'Allergy'; select pg_notify('admin_events', 'doctors-test:allergy-off')",
    );
    await heard;
    assert.deepEqual(await choices(), ['Cardiology', 'Dermatology']);
    await t.app.database.exec("delete from specialities where name = 'Allergy'");
  });

  it('lists doctors without the deleted ones, with specialities, count and limit', async () => {
    const data = await list({});
    assert.equal(data.count, 4);
    assert.equal(data.limit, 20);
    assert.ok(!names(data).includes('Eve Deleted'));
    assert.deepEqual(
      data.specialities.map((s) => s.name),
      ['Cardiology', 'Dermatology'],
    );
    const alice = data.doctors.find((d) => d.full_name === 'Alice Carter');
    assert.ok(alice);
    assert.deepEqual(alice.doctorSpeciality, [
      { is_primary: '1', speciality: { uid: cast.cardiology.uid, name: 'Cardiology' } },
      {
        is_primary: '2',
        speciality: {
          uid:
            alice.doctorSpeciality &&
            (alice.doctorSpeciality as { speciality: { uid: string } }[])[1].speciality.uid,
          name: 'Dermatology',
        },
      },
    ]);
    assert.equal(alice.total_license, 1);
    assert.equal(alice.expired_license, 0);
    const bob = data.doctors.find((d) => d.full_name === 'Bob Dylan');
    assert.equal(bob?.expired_license, 1);
    assert.equal(bob?.is_license_expired, true);
  });

  it('searches by name, e-mail, NPI and phone, partially and case-insensitively', async () => {
    assert.deepEqual(names(await list({ search: 'aLiCe' })), ['Alice Carter']);
    assert.deepEqual(names(await list({ search: 'bob@exa' })), ['Bob Dylan']);
    assert.deepEqual(names(await list({ search: '30000000' })), ['Carl Pending']);
    assert.deepEqual(names(await list({ search: '201-0001' })), ['Alice Carter']);
    assert.deepEqual(names(await list({ search: '2010001' })), ['Alice Carter']);
    assert.deepEqual(names(await list({ search: "%' or 1=1 --" })), []);
    assert.equal((await list({ search: 'aLiCe' })).count, 1);
  });

  it('counts the matches of a page past the last one, which shows no rows', async () => {
    const past = await list({ where: { is_license_expired: false }, offset: 10 });
    assert.deepEqual(past.doctors, []);
    assert.equal(past.count, 3);
    const pastSearch = await list({ search: 'aLiCe', offset: 5 });
    assert.deepEqual(pastSearch.doctors, []);
    assert.equal(pastSearch.count, 1);
  });

  it('gives the specialty filter choices with every page: a search, a filter and a page past the last', async () => {
    for (const query of [
      { search: 'aLiCe' },
      { where: { status: 'pending' } },
      { offset: 10 },
      { search: 'nobody' },
    ]) {
      assert.deepEqual(
        (await list(query)).specialities.map((s) => s.name),
        ['Cardiology', 'Dermatology'],
        JSON.stringify(query),
      );
    }
  });

  it('filters by specialty, service type, sponsored, verification, licence and status', async () => {
    assert.deepEqual(names(await list({ where: { speciality: cast.cardiology.uid } })), ['Alice Carter']);
    assert.deepEqual(names(await list({ where: { service_type: 'video_visit' } })), ['Alice Carter']);
    assert.deepEqual(names(await list({ where: { is_sponsored: '1' } })), ['Dana Blocked']);
    assert.deepEqual(names(await list({ where: { status: 'pending' } })), ['Carl Pending']);
    assert.deepEqual(names(await list({ where: { is_license_expired: true } })), ['Bob Dylan']);
    assert.equal((await list({ where: { is_license_expired: false } })).count, 3);
    assert.deepEqual(names(await list({ where: { status: 'deleted' } })), ['Eve Deleted']);
  });

  it('sorts by full_name, npi, phone, email and is_sponsored', async () => {
    assert.deepEqual(names(await list({ sort: [{ full_name: 'ASC' }] })), [
      'Alice Carter',
      'Bob Dylan',
      'Carl Pending',
      'Dana Blocked',
    ]);
    assert.deepEqual(names(await list({ sort: [{ npi: 'DESC' }] }))[0], 'Dana Blocked');
    assert.equal(names(await list({ sort: [{ email: 'ASC' }] }))[0], 'Alice Carter');
    assert.equal(names(await list({ sort: [{ is_sponsored: 'DESC' }] }))[0], 'Dana Blocked');
    assert.equal((await list({ sort: [{ phone: 'ASC' }] })).count, 4);
  });

  it('pages with offset and limit', async () => {
    const page = await list({ sort: [{ full_name: 'ASC' }], offset: 2, limit: 1 });
    assert.deepEqual(names(page), ['Carl Pending']);
    assert.equal(page.count, 4);
    assert.equal(page.limit, 1);
  });

  it('refuses what it does not know with a 400 and a message', async () => {
    for (const [query, message] of [
      ['where=%7Bbad', 'where must be valid JSON'],
      [`where=${encodeURIComponent('{"password_hash":"x"}')}`, 'Unknown filter field "password_hash"'],
      [`sort=${encodeURIComponent('[{"password_hash":"ASC"}]')}`, 'Unknown sort field "password_hash"'],
      [
        `sort=${encodeURIComponent('[{"full_name":"UP"}]')}`,
        'Invalid sort direction for full_name: use ASC or DESC',
      ],
      [`where=${encodeURIComponent('{"speciality":"not-a-uuid"}')}`, 'Invalid value for speciality'],
      ['limit=abc', 'limit must be a whole number'],
      ['populate=secrets', 'Unknown populate "secrets"'],
    ]) {
      const res = await get(`/api/doctor?${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().message, message);
    }
    const huge = await list({ limit: 1_000_000 });
    assert.equal(huge.limit, 100);
  });

  it('fetches a doctor with every detail part', async () => {
    const res = await get(`/api/doctor/fetch/${cast.active.uid}`);
    assert.equal(res.statusCode, 200);
    const { doctor } = res.json().data;
    assert.equal(doctor.full_name, 'Alice Carter');
    assert.equal(doctor.clinic.full_name, 'Harbor Clinic');
    assert.equal(doctor.clinic_details.location.address, '1 Harbor Way, Boston, MA');
    assert.equal(doctor.licenses[0].state_name, 'Massachusetts');
    assert.equal(doctor.licenses[0].is_expired, false);
    assert.equal(doctor.locations[0].specific_location, 'Suite 4');
    assert.deepEqual(doctor.services[0], {
      uid: doctor.services[0].uid,
      name: 'Consultation',
      service_type: 'video_visit',
      status: '1',
      required_time: '00:30',
      cost: '125.50',
    });
    assert.deepEqual(doctor.stripeBank, { bank_name: 'Chase', last4: '6789', has_error: false });
    assert.deepEqual(doctor.userStripe, { stripe_id: 'acct_alice', active: true });
    assert.equal(doctor.specialities.length, 2);
    assert.equal(doctor.password_hash, undefined);
    assert.equal(doctor.passwordHash, undefined);
  });

  it('gives the named parts of a profile in the order they were added', async () => {
    const [{ id }] = await t.database.query<{ id: number }>('select id from users where uid = $1', [
      cast.active.uid,
    ]);
    for (const table of [
      'doctor_affiliations',
      'doctor_education',
      'doctor_languages',
      'doctor_memberships',
    ]) {
      await t.database.query(`insert into ${table} (user_id, name) values ($1, 'Second'), ($1, 'First')`, [
        id,
      ]);
    }
    const { doctor } = (await get(`/api/doctor/fetch/${cast.active.uid}`)).json().data;
    for (const part of ['affiliation', 'education', 'languages_known', 'professional_membership']) {
      assert.deepEqual(doctor[part], [{ name: 'Second' }, { name: 'First' }], part);
    }
    assert.equal(doctor.is_license_expired, false);
    assert.equal(doctor.total_license, 1);
    for (const table of [
      'doctor_affiliations',
      'doctor_education',
      'doctor_languages',
      'doctor_memberships',
    ]) {
      await t.database.query(`delete from ${table} where user_id = $1`, [id]);
    }
  });

  it('answers 404 for an unknown or malformed doctor', async () => {
    const missing = await get('/api/doctor/fetch/00000000-0000-4000-8000-000000000000');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Doctor not found');
    assert.equal((await get('/api/doctor/fetch/nope')).statusCode, 404);
    assert.equal((await get(`/api/doctor/fetch/${cast.patient.uid}`)).statusCode, 404);
  });

  it('gives the availability day by day', async () => {
    const res = await get(`/api/doctor-availability/${cast.active.uid}`);
    const { availability } = res.json().data;
    assert.equal(availability.length, 7);
    assert.equal(availability[0].day, 'MON');
    assert.deepEqual(availability[0].sessions[1], {
      from_time: '13:00',
      to_time: '17:00',
      in_clinic: true,
      video_visit: false,
      location: { address: '1 Harbor Way, Boston, MA' },
      no_of_break: 2,
    });
    assert.deepEqual(availability[1].sessions, []);
  });

  it('gives reviews with the patient masked', async () => {
    const { reviews } = (await get(`/api/user/reviews/${cast.active.uid}`)).json().data;
    assert.equal(reviews.length, 1);
    assert.equal(reviews[0].rating, 5);
    assert.equal(reviews[0].patient.full_name, 'J*** S****');
  });

  it('gives notifications, sortable', async () => {
    const res = await get(
      `/api/user/${cast.active.uid}/notifications?sort=${encodeURIComponent('[{"created_at":"DESC"}]')}`,
    );
    assert.equal(res.json().data.notifications[0].description, 'Welcome aboard');
    const bad = await get(
      `/api/user/${cast.active.uid}/notifications?sort=${encodeURIComponent('[{"x":"DESC"}]')}`,
    );
    assert.equal(bad.statusCode, 400);
  });

  it('gives the subscription and its records', async () => {
    const data = (await get(`/api/user/doctors/subscription/${cast.active.uid}`)).json().data;
    assert.equal(data.subscription.is_subscribed, 'Y');
    assert.equal(data.subscription.price, '49.00');
    assert.equal(data.records[0].status, 'paid');
    const none = (await get(`/api/user/doctors/subscription/${cast.incomplete.uid}`)).json().data;
    assert.deepEqual(none, { subscription: null, records: [] });
  });

  it("pages the doctor's appointments 10 at a time with patients masked", async () => {
    const data = (await get(`/api/user/appointments/doctors/${cast.active.uid}`)).json().data;
    assert.equal(data.count, 3);
    assert.equal(data.limit, 10);
    assert.equal(data.appointments[0].user.full_name, 'J*** S****');
    assert.equal(data.appointments[0].total_cost, '125.50');
    const one = (await get(`/api/user/appointments/doctors/${cast.active.uid}?offset=1&limit=1`)).json().data;
    assert.equal(one.appointments.length, 1);
  });
});
