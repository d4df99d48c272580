import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, buildTestApp, login, type TestApp } from '../../test/helper.js';

let t: TestApp;
let headers: Record<string, string>;
before(async () => {
  t = await buildTestApp();
  headers = bearer((await login(t.app)).token);
});
after(() => t.close());

const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: h });
describe('GET /user/dashboard', () => {
  test('counts match the data; unread flags follow what is unseen', async () => {
    const empty = (await get('/user/dashboard')).json().data;
    assert.deepEqual(empty, {
      doctorActiveCount: 0,
      doctorPendingCount: 0,
      patientCount: 0,
      appointmentCount: 0,
      expiredCount: 0,
      unreadSpeciality: false,
      unreadService: false,
      unread_notification: false,
    });

    await t.database.exec(`
      insert into users (id, role_id, full_name, status) values
        (1, 3, 'Dr A', 'active'), (2, 3, 'Dr B', 'active'), (3, 3, 'Dr C', 'pending'), (4, 3, 'Dr D', 'deleted'),
        (5, 3, 'Dr E', 'blocked'), (6, 2, null, 'active'), (7, 2, null, 'blocked'), (8, 2, null, 'deleted'),
        (9, 4, 'Clinic', 'active');
      insert into doctor_licenses (user_id, state_name, license, expiry_date) values
        (1, 'Texas', 'TX1', current_date - 1), (1, 'Ohio', 'OH1', current_date + 300),
        (2, 'Utah', 'UT1', current_date + 10), (4, 'Iowa', 'IA1', current_date - 30), (5, 'Maine', 'ME1', current_date - 2);
      insert into appointments (appt_id, user_id, doctor_id, booking_type, service_at_date, date_utc, total_cost_cents, booking_amount_cents)
        values ('A1', 6, 1, 'video_visit', now(), now(), 1000, 1000), ('A2', 7, 2, 'in_clinic', now(), now(), 2000, 2000);
      insert into specialities (name) values ('Cardiology');
      insert into suggested_specialities (speciality_name, user_id) values ('Sleep medicine', 1);
      insert into notification_feed (title, description, doctor_id) values ('New doctor', 'Dr C signed up', 3);
    `);
    const data = (await get('/user/dashboard')).json().data;
    assert.deepEqual(data, {
      doctorActiveCount: 2,
      doctorPendingCount: 1,
      patientCount: 2,
      appointmentCount: 2,
      expiredCount: 2,
      unreadSpeciality: true,
      unreadService: false,
      unread_notification: true,
    });

    await t.database.exec(`update suggested_specialities set seen_at = now(); update notification_feed set seen_at = now();
      insert into suggested_services (service_name, user_id) values ('Sleep study', 1);`);
    const after = (await get('/user/dashboard')).json().data;
    assert.equal(after.unreadSpeciality, false);
    assert.equal(after.unreadService, true);
    assert.equal(after.unread_notification, false);

    // The counters follow status changes, deletions and removals of rows.
    await t.database.exec(`update users set status = 'active' where id = 3;
      update users set status = 'deleted' where id = 7;
      delete from appointments where appt_id = 'A2';
      update users set appt_count = appt_count + 1 where role_id = 3;`);
    const later = (await get('/user/dashboard')).json().data;
    assert.equal(later.doctorActiveCount, 3);
    assert.equal(later.doctorPendingCount, 0);
    assert.equal(later.patientCount, 1);
    assert.equal(later.appointmentCount, 1);
  });

  test('the expired-licence count follows licences renewed, added and removed, and doctors deleted', async () => {
    const expired = async () => (await get('/user/dashboard')).json().data.expiredCount;
    assert.equal(await expired(), 2, 'Dr A (one of two licences) and Dr E; not the deleted Dr D');
    await t.database.exec(
      `update doctor_licenses set expiry_date = current_date + 365 where license = 'TX1'`,
    );
    assert.equal(await expired(), 1, 'Dr A renewed');
    await t.database.exec(`insert into doctor_licenses (user_id, state_name, license, expiry_date) values
      (2, 'Utah', 'UT0', current_date - 5), (2, 'Utah', 'UT9', current_date - 400)`);
    assert.equal(await expired(), 2, 'Dr B now holds expired licences');
    await t.database.exec(`delete from doctor_licenses where license in ('UT0', 'UT9')`);
    assert.equal(await expired(), 1, 'their expired licences removed');
    await t.database.exec(`update users set status = 'deleted' where id = 5`);
    assert.equal(await expired(), 0, 'Dr E deleted');
    await t.database.exec(`update users set status = 'active' where id = 4`);
    assert.equal(await expired(), 1, 'Dr D restored, with the licence that expired meanwhile');
  });

  test('401 without a token', async () => {
    assert.equal((await get('/user/dashboard', {})).statusCode, 401);
  });
});
