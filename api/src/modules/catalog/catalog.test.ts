import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { suggestedServices, suggestedSpecialities, users } from '../../db/schema/index.js';
import {
  buildTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
  listQuery,
} from '../../test/helper.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('catalog: specialties, services, board certifications and suggestions', () => {
  let t: TestApp;
  let token = '';

  async function call(method: Method, url: string, payload?: unknown, auth = true) {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  }

  const query = (params: Record<string, unknown>) => `?${listQuery(params)}`;

  async function auditCount(action: string) {
    const [row] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from audit_log where action = $1',
      [action],
    );
    return Number(row!.n);
  }

  async function unread() {
    const res = await call('GET', '/user/dashboard');
    return res.body.data as { unreadSpeciality: boolean; unreadService: boolean };
  }

  let doctorId = 0;
  let clinicId = 0;

  before(async () => {
    t = await buildTestApp();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/admin',
      payload: { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    assert.equal(login.statusCode, 200, login.body);
    token = login.json().data.token;
    const [doctor] = await t.database.db
      .insert(users)
      .values({ roleId: 3, fullName: 'Ann Lee', email: 'ann@example.com', status: 'active' })
      .returning();
    const [clinic] = await t.database.db
      .insert(users)
      .values({ roleId: 4, fullName: 'Bay Clinic', email: 'bay@example.com', status: 'active' })
      .returning();
    doctorId = doctor!.id;
    clinicId = clinic!.id;
  });
  after(() => t.close());

  describe('every call needs a session', () => {
    const calls: [Method, string][] = [
      ['GET', '/speciality'],
      ['POST', '/speciality'],
      ['PUT', '/speciality/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/speciality/00000000-0000-4000-8000-000000000000'],
      ['GET', '/doctor/suggest-speciality/admin'],
      ['PUT', '/doctor/suggest-speciality/admin/seen'],
      ['PUT', '/doctor/suggest-speciality/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/doctor/suggest-speciality/00000000-0000-4000-8000-000000000000'],
      ['GET', '/service'],
      ['POST', '/service'],
      ['PUT', '/service/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/service/00000000-0000-4000-8000-000000000000'],
      ['GET', '/doctor/all-suggest-service'],
      ['PUT', '/doctor/all-suggest-service/seen'],
      ['PUT', '/doctor/suggest-service/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/doctor/suggest-service/00000000-0000-4000-8000-000000000000'],
      ['GET', '/doctor/board-certificates/global'],
      ['POST', '/doctor/board-certificates/global'],
      ['PUT', '/doctor/board-certificates/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/doctor/board-certificates/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, url] of calls) {
      test(`${method} ${url} without a token is 401`, async () => {
        const res = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, false);
        assert.equal(res.status, 401);
        assert.equal(res.body.data, null);
      });
    }
  });

  test('the OpenAPI document covers every catalog call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const expected: [string, string][] = [
      ['/api/speciality', 'get'],
      ['/api/speciality', 'post'],
      ['/api/speciality/{uid}', 'put'],
      ['/api/speciality/{uid}', 'delete'],
      ['/api/doctor/suggest-speciality/admin', 'get'],
      ['/api/doctor/suggest-speciality/admin/seen', 'put'],
      ['/api/doctor/suggest-speciality/{uid}', 'put'],
      ['/api/doctor/suggest-speciality/{uid}', 'delete'],
      ['/api/service', 'get'],
      ['/api/service', 'post'],
      ['/api/service/{uid}', 'put'],
      ['/api/service/{uid}', 'delete'],
      ['/api/doctor/all-suggest-service', 'get'],
      ['/api/doctor/all-suggest-service/seen', 'put'],
      ['/api/doctor/suggest-service/{uid}', 'put'],
      ['/api/doctor/suggest-service/{uid}', 'delete'],
      ['/api/doctor/board-certificates/global', 'get'],
      ['/api/doctor/board-certificates/global', 'post'],
      ['/api/doctor/board-certificates/{uid}', 'put'],
      ['/api/doctor/board-certificates/{uid}', 'delete'],
    ];
    for (const [path, method] of expected) assert.ok(paths[path]?.[method], `${method} ${path}`);
  });

  describe('specialties', () => {
    let cardiologyUid = '';

    test("adds a trimmed specialty with 'Specialty added successfully' and an audit entry", async () => {
      const res = await call('POST', '/speciality', { name: '  Cardiology ', active: true });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Specialty added successfully');
      assert.equal(res.body.data.speciality.name, 'Cardiology');
      assert.equal(res.body.data.speciality.active, true);
      cardiologyUid = res.body.data.speciality.uid;
      assert.equal(await auditCount('speciality.create'), 1);
    });

    test('refuses a duplicate regardless of case, an empty name and one over 50 characters', async () => {
      const dup = await call('POST', '/speciality', { name: 'CARDIOLOGY', active: true });
      assert.equal(dup.status, 409);
      assert.equal(dup.body.message, 'Specialty already exists');
      const empty = await call('POST', '/speciality', { name: '   ', active: true });
      assert.equal(empty.status, 400);
      assert.equal(empty.body.message, 'Please enter specialty');
      const missing = await call('POST', '/speciality', {});
      assert.equal(missing.body.message, 'Please enter specialty');
      const long = await call('POST', '/speciality', { name: 'x'.repeat(51), active: true });
      assert.equal(long.status, 400);
      assert.equal(long.body.message, 'Specialty must be at most 50 characters');
      const fifty = await call('POST', '/speciality', { name: 'y'.repeat(50), active: true });
      assert.equal(fifty.status, 200);
      await call('DELETE', `/speciality/${fifty.body.data.speciality.uid}`);
    });

    test('lists by name ascending with count and limit, filters by name, searches and pages', async () => {
      for (const name of ['Dermatology', 'Anesthesiology', 'Neurology'])
        await call('POST', '/speciality', { name });
      const all = await call('GET', '/speciality');
      assert.equal(all.status, 200);
      assert.deepEqual(
        all.body.data.specialities.map((s: { name: string }) => s.name),
        ['Anesthesiology', 'Cardiology', 'Dermatology', 'Neurology'],
      );
      assert.equal(all.body.data.count, 4);
      assert.equal(all.body.data.limit, 20);

      const like = await call(
        'GET',
        `/speciality${query({ where: { name: { contains: 'OLOGY' } }, sort: [{ name: 'DESC' }], limit: 2, offset: 1 })}`,
      );
      assert.deepEqual(
        like.body.data.specialities.map((s: { name: string }) => s.name),
        ['Dermatology', 'Cardiology'],
      );
      assert.equal(like.body.data.count, 4);
      assert.equal(like.body.data.limit, 2);

      const search = await call('GET', `/speciality${query({ search: 'derm' })}`);
      assert.equal(search.body.data.count, 1);
    });

    test('answers 400 for an unknown field, bad JSON, a bad direction, and never a 500', async () => {
      for (const params of [
        { where: { password: 'x' } },
        { where: '{not json' },
        { sort: [{ name: 'UP' }] },
        { sort: [{ created_by: 'ASC' }] },
        { limit: 'abc' },
        { where: { name: { contains: "'; drop table specialities; --" } } },
      ]) {
        const res = await call('GET', `/speciality${query(params)}`);
        assert.ok(res.status === 400 || res.status === 200, `${JSON.stringify(params)} gave ${res.status}`);
      }
      const injection = await call(
        'GET',
        `/speciality${query({ where: { name: { contains: "'; drop table specialities; --" } } })}`,
      );
      assert.equal(injection.status, 200);
      assert.equal(injection.body.data.count, 0);
      const huge = await call('GET', `/speciality${query({ limit: '1000000' })}`);
      assert.equal(huge.status, 200);
      assert.ok(huge.body.data.limit <= 100);
    });

    test('renames, refusing a duplicate or an empty name', async () => {
      const res = await call('PUT', `/speciality/${cardiologyUid}`, { name: 'Cardiac Surgery' });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Specialty updated successfully');
      assert.equal(res.body.data.speciality.name, 'Cardiac Surgery');
      const dup = await call('PUT', `/speciality/${cardiologyUid}`, { name: 'neurology' });
      assert.equal(dup.status, 409);
      assert.equal(dup.body.message, 'Specialty already exists');
      const empty = await call('PUT', `/speciality/${cardiologyUid}`, { name: '' });
      assert.equal(empty.status, 400);
      assert.equal(empty.body.message, 'Please enter specialty');
      const sameWithCase = await call('PUT', `/speciality/${cardiologyUid}`, { name: 'Cardiac surgery' });
      assert.equal(sameWithCase.status, 200);
      const unknown = await call('PUT', '/speciality/not-a-uid', { name: 'X' });
      assert.equal(unknown.status, 404);
      assert.equal(await auditCount('speciality.update'), 2);
    });

    test('deletes once: the entry leaves the list, a second delete is 404, adding the name again revives it', async () => {
      const res = await call('DELETE', `/speciality/${cardiologyUid}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Specialty deleted successfully');
      const again = await call('DELETE', `/speciality/${cardiologyUid}`);
      assert.equal(again.status, 404);
      assert.equal(again.body.message, 'Specialty not found');
      const rename = await call('PUT', `/speciality/${cardiologyUid}`, { name: 'Z' });
      assert.equal(rename.status, 404);
      const list = await call('GET', '/speciality');
      assert.ok(!list.body.data.specialities.some((s: { uid: string }) => s.uid === cardiologyUid));
      const revived = await call('POST', '/speciality', { name: 'cardiac surgery', active: true });
      assert.equal(revived.status, 200);
      assert.equal(revived.body.data.speciality.uid, cardiologyUid);
      assert.equal(revived.body.data.speciality.name, 'cardiac surgery');
    });
  });

  describe('specialty suggestions', () => {
    const uids: string[] = [];

    before(async () => {
      const rows = await t.database.db
        .insert(suggestedSpecialities)
        .values([
          { specialityName: 'Sleep Medicine', userId: doctorId },
          { specialityName: 'Travel Medicine', userId: clinicId },
          { specialityName: 'Neurology', userId: null },
          { specialityName: 'Wound Care', userId: doctorId, status: 'rejected' },
        ])
        .returning();
      uids.push(...rows.map((row) => row.uid));
    });

    test('lists pending suggestions with the requester and its role, or null when gone', async () => {
      const res = await call('GET', `/doctor/suggest-speciality/admin${query({ limit: '-1' })}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.data.count, 3);
      const byName = new Map(
        res.body.data.suggested_specialities.map((s: { speciality_name: string }) => [s.speciality_name, s]),
      );
      const sleep = byName.get('Sleep Medicine') as { doctor: { full_name: string; role_id: number } };
      assert.equal(sleep.doctor.full_name, 'Ann Lee');
      assert.equal(sleep.doctor.role_id, 3);
      assert.equal((byName.get('Travel Medicine') as { doctor: { role_id: number } }).doctor.role_id, 4);
      assert.equal((byName.get('Neurology') as { doctor: unknown }).doctor, null);
      const search = await call(
        'GET',
        `/doctor/suggest-speciality/admin${query({ search: 'travel', limit: '-1' })}`,
      );
      assert.equal(search.body.data.count, 1);
    });

    test('the dashboard flag is true while unseen suggestions wait, and false once the admin has seen them', async () => {
      assert.equal((await unread()).unreadSpeciality, true);
      const seen = await call('PUT', '/doctor/suggest-speciality/admin/seen');
      assert.equal(seen.status, 200);
      assert.equal(seen.body.data.seen, 3);
      assert.equal((await unread()).unreadSpeciality, false);
      const again = await call('PUT', '/doctor/suggest-speciality/admin/seen');
      assert.equal(again.body.data.seen, 0);
    });

    test('accepts once: the specialty joins the global list in the same transaction', async () => {
      const res = await call('PUT', `/doctor/suggest-speciality/${uids[0]}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Specialty added to global list.');
      assert.equal(res.body.data.speciality.name, 'Sleep Medicine');
      const list = await call('GET', `/speciality${query({ search: 'sleep' })}`);
      assert.equal(list.body.data.count, 1);
      const twice = await call('PUT', `/doctor/suggest-speciality/${uids[0]}`);
      assert.equal(twice.status, 409);
      assert.equal(twice.body.message, 'This suggested specialty was already accepted');
      const reject = await call('DELETE', `/doctor/suggest-speciality/${uids[0]}`);
      assert.equal(reject.status, 409);
      assert.equal(await auditCount('suggested_speciality.accept'), 1);
    });

    test('accepting a name the list already holds adds no duplicate', async () => {
      const before = (await call('GET', '/speciality')).body.data.count;
      const res = await call('PUT', `/doctor/suggest-speciality/${uids[2]}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.data.speciality.name, 'Neurology');
      assert.equal((await call('GET', '/speciality')).body.data.count, before);
    });

    test('rejects once, and refuses a rejected or unknown suggestion', async () => {
      const res = await call('DELETE', `/doctor/suggest-speciality/${uids[1]}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Specialty rejected');
      const twice = await call('DELETE', `/doctor/suggest-speciality/${uids[1]}`);
      assert.equal(twice.status, 409);
      assert.equal(twice.body.message, 'This suggested specialty was already rejected');
      const accept = await call('PUT', `/doctor/suggest-speciality/${uids[3]}`);
      assert.equal(accept.status, 409);
      const unknown = await call('DELETE', '/doctor/suggest-speciality/00000000-0000-4000-8000-000000000000');
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.message, 'Suggested specialty not found');
      const bad = await call('PUT', '/doctor/suggest-speciality/nope');
      assert.equal(bad.status, 404);
      const pending = await call('GET', `/doctor/suggest-speciality/admin${query({ limit: '-1' })}`);
      assert.equal(pending.body.data.count, 0);
    });

    test('a new unseen suggestion raises the flag again; handling it lowers it', async () => {
      const [row] = await t.database.db
        .insert(suggestedSpecialities)
        .values({ specialityName: 'Obesity Medicine', userId: doctorId })
        .returning();
      assert.equal((await unread()).unreadSpeciality, true);
      await call('DELETE', `/doctor/suggest-speciality/${row!.uid}`);
      assert.equal((await unread()).unreadSpeciality, false);
    });
  });

  describe('services', () => {
    let fluUid = '';

    test('adds a service with cpt and cost in dollars on the wire, cents in the database', async () => {
      const res = await call('POST', '/service', {
        active: true,
        name: ' Flu Shot ',
        cpt: '90686',
        cost: 25.5,
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Service added successfully');
      assert.deepEqual(
        {
          name: res.body.data.service.name,
          cpt: res.body.data.service.cpt,
          cost: res.body.data.service.cost,
        },
        { name: 'Flu Shot', cpt: '90686', cost: '25.50' },
      );
      fluUid = res.body.data.service.uid;
      const [row] = await t.database.query<{ cost_cents: number }>(
        'select cost_cents from services where uid = $1',
        [fluUid],
      );
      assert.equal(Number(row!.cost_cents), 2550);
    });

    test('refuses a missing, non-numeric or out-of-range cost and a missing or long name, each with its message', async () => {
      const cases: [unknown, string][] = [
        [{ name: 'A', cost: '' }, 'Please enter cost'],
        [{ name: 'A' }, 'Please enter cost'],
        [{ name: 'A', cost: 'abc' }, 'Please enter valid cost'],
        [{ name: 'A', cost: 0 }, 'Please enter valid cost'],
        [{ name: 'A', cost: 0.99 }, 'Please enter valid cost'],
        [{ name: 'A', cost: 10000 }, 'Please enter valid cost'],
        [{ name: 'A', cost: '12.345' }, 'Please enter valid cost'],
        [{ name: 'A', cost: -5 }, 'Please enter valid cost'],
        [{ name: ' ', cost: 5 }, 'Please enter service'],
        [{ name: 'x'.repeat(51), cost: 5 }, 'Service must be at most 50 characters'],
        [{ name: 'A', cost: 5, cpt: 'x'.repeat(21) }, 'CPT code must be at most 20 characters'],
      ];
      for (const [body, message] of cases) {
        const res = await call('POST', '/service', body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.equal(res.body.message, message, JSON.stringify(body));
      }
      const dup = await call('POST', '/service', { name: 'FLU SHOT', cost: 5 });
      assert.equal(dup.status, 409);
      assert.equal(dup.body.message, 'Service already exists');
      for (const cost of [1, 9999, '9999.00']) {
        const ok = await call('POST', '/service', { name: `Edge ${cost}`, cost });
        assert.equal(ok.status, 200, String(cost));
        await call('DELETE', `/service/${ok.body.data.service.uid}`);
      }
    });

    test('lists by order then name, new services last; where name like; pages', async () => {
      await call('POST', '/service', { name: 'Allergy Test', cost: 80 });
      const res = await call('GET', `/service${query({ sort: [{ order: 'ASC' }, { name: 'ASC' }] })}`);
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.data.services.map((s: { name: string }) => s.name),
        ['Flu Shot', 'Allergy Test'],
      );
      const like = await call(
        'GET',
        `/service${query({ where: { name: { contains: 'allergy' } }, limit: 1 })}`,
      );
      assert.equal(like.body.data.count, 1);
      assert.equal(like.body.data.limit, 1);
      const bad = await call('GET', `/service${query({ where: { cost_cents: 1 } })}`);
      assert.equal(bad.status, 400);
    });

    test('edits name, cpt and cost with the same rules, then deletes once', async () => {
      const res = await call('PUT', `/service/${fluUid}`, { name: 'Flu Vaccine', cpt: '90688', cost: '30' });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Service updated successfully');
      assert.equal(res.body.data.service.cost, '30.00');
      const bad = await call('PUT', `/service/${fluUid}`, { name: 'Flu Vaccine', cost: 'abc' });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.message, 'Please enter valid cost');
      const dup = await call('PUT', `/service/${fluUid}`, { name: 'allergy test', cost: 5 });
      assert.equal(dup.status, 409);
      const del = await call('DELETE', `/service/${fluUid}`);
      assert.equal(del.status, 200);
      assert.equal(del.body.message, 'Service deleted successfully');
      const again = await call('DELETE', `/service/${fluUid}`);
      assert.equal(again.status, 404);
      assert.equal(again.body.message, 'Service not found');
      assert.equal(await auditCount('service.delete'), 4);
    });
  });

  describe('service suggestions', () => {
    const uids: string[] = [];

    before(async () => {
      await t.database.query(
        `insert into doctor_services (user_id, name, service_type, required_time, cost_cents)
         values ($1, 'Hearing Test', 'in_clinic', '00:30', 4500)`,
        [doctorId],
      );
      const rows = await t.database.db
        .insert(suggestedServices)
        .values([
          { serviceName: 'Hearing Test', userId: doctorId },
          { serviceName: 'Genetic Counseling', userId: clinicId },
          { serviceName: 'Travel Vaccination Consult', userId: null },
        ])
        .returning();
      uids.push(...rows.map((row) => row.uid));
    });

    test('lists all pending suggestions with requesters; searches', async () => {
      const res = await call('GET', '/doctor/all-suggest-service');
      assert.equal(res.status, 200);
      assert.equal(res.body.data.count, 3);
      assert.equal(res.body.data.suggested_services.length, 3);
      const gone = res.body.data.suggested_services.find(
        (s: { service_name: string }) => s.service_name === 'Travel Vaccination Consult',
      );
      assert.equal(gone.doctor, null);
      const search = await call('GET', `/doctor/all-suggest-service${query({ search: 'GENETIC' })}`);
      assert.equal(search.body.data.count, 1);
    });

    test('the unreadService flag follows unseen pending suggestions', async () => {
      assert.equal((await unread()).unreadService, true);
      const seen = await call('PUT', '/doctor/all-suggest-service/seen');
      assert.equal(seen.body.data.seen, 3);
      assert.equal((await unread()).unreadService, false);
    });

    test("accepts once at the requester's own price, linking the requester's offer", async () => {
      const res = await call('PUT', `/doctor/suggest-service/${uids[0]}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Service added to global list.');
      assert.equal(res.body.data.service.name, 'Hearing Test');
      assert.equal(res.body.data.service.cost, '45.00');
      const [offer] = await t.database.query<{ linked: boolean }>(
        `select service_id is not null as linked from doctor_services where user_id = $1`,
        [doctorId],
      );
      assert.equal(offer!.linked, true);
      const twice = await call('PUT', `/doctor/suggest-service/${uids[0]}`);
      assert.equal(twice.status, 409);
      assert.equal(twice.body.message, 'This suggested service was already accepted');
    });

    test('accepts at a cost given in the body, refusing a bad one', async () => {
      const bad = await call('PUT', `/doctor/suggest-service/${uids[1]}`, { cost: 'abc' });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.message, 'Please enter valid cost');
      const res = await call('PUT', `/doctor/suggest-service/${uids[1]}`, { cost: 120 });
      assert.equal(res.status, 200);
      assert.equal(res.body.data.service.cost, '120.00');
    });

    test('rejects once', async () => {
      const res = await call('DELETE', `/doctor/suggest-service/${uids[2]}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Service rejected');
      const twice = await call('DELETE', `/doctor/suggest-service/${uids[2]}`);
      assert.equal(twice.status, 409);
      const accept = await call('PUT', `/doctor/suggest-service/${uids[2]}`);
      assert.equal(accept.status, 409);
      const unknown = await call('PUT', '/doctor/suggest-service/00000000-0000-4000-8000-000000000000');
      assert.equal(unknown.status, 404);
      assert.equal((await call('GET', '/doctor/all-suggest-service')).body.data.count, 0);
      assert.equal(await auditCount('suggested_service.reject'), 1);
    });

    test('two simultaneous accepts: one succeeds, the other is refused', async () => {
      const [row] = await t.database.db
        .insert(suggestedServices)
        .values({ serviceName: 'Sleep Apnea Screening', userId: doctorId })
        .returning();
      const results = await Promise.all([
        call('PUT', `/doctor/suggest-service/${row!.uid}`),
        call('PUT', `/doctor/suggest-service/${row!.uid}`),
      ]);
      assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
      const [count] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(suggestedServices)
        .where(sql`status = 'accepted' and service_name = 'Sleep Apnea Screening'`);
      assert.equal(Number(count!.n), 1);
    });
  });

  describe('board certifications', () => {
    let boardUid = '';

    test("adds with 'Board certification added successfully'; cpt and cost may be null", async () => {
      const res = await call('POST', '/doctor/board-certificates/global', {
        active: true,
        name: '  American Board of Surgery',
        cpt: null,
        cost: null,
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Board certification added successfully');
      assert.equal(res.body.data.board_certificate.name, 'American Board of Surgery');
      assert.equal(res.body.data.board_certificate.cost, null);
      boardUid = res.body.data.board_certificate.uid;
    });

    test('refuses an empty name, one over 50 characters and a duplicate', async () => {
      const empty = await call('POST', '/doctor/board-certificates/global', { name: ' ' });
      assert.equal(empty.status, 400);
      assert.equal(empty.body.message, 'Please enter Certification Name');
      const long = await call('POST', '/doctor/board-certificates/global', { name: 'b'.repeat(51) });
      assert.equal(long.body.message, 'Certification Name must be at most 50 characters');
      const dup = await call('POST', '/doctor/board-certificates/global', {
        name: 'american board of surgery',
      });
      assert.equal(dup.status, 409);
      assert.equal(dup.body.message, 'Board certification already exists');
    });

    test('lists by name with search, where, sort, offset and limit', async () => {
      await call('POST', '/doctor/board-certificates/global', { name: 'American Board of Urology' });
      await call('POST', '/doctor/board-certificates/global', { name: 'American Board of Pediatrics' });
      const all = await call('GET', '/doctor/board-certificates/global');
      assert.deepEqual(
        all.body.data.board_certificates.map((b: { name: string }) => b.name),
        ['American Board of Pediatrics', 'American Board of Surgery', 'American Board of Urology'],
      );
      assert.equal(all.body.data.count, 3);
      const search = await call('GET', `/doctor/board-certificates/global${query({ search: 'urol' })}`);
      assert.equal(search.body.data.count, 1);
      const paged = await call(
        'GET',
        `/doctor/board-certificates/global${query({ sort: [{ name: 'DESC' }], offset: 1, limit: 1, where: { name: { contains: 'american' } } })}`,
      );
      assert.equal(paged.body.data.board_certificates[0].name, 'American Board of Surgery');
      assert.equal(paged.body.data.count, 3);
      const bad = await call('GET', `/doctor/board-certificates/global${query({ sort: [{ cost: 'ASC' }] })}`);
      assert.equal(bad.status, 400);
    });

    test('renames, then deletes once', async () => {
      const res = await call('PUT', `/doctor/board-certificates/${boardUid}`, {
        name: 'ABS',
        cpt: null,
        cost: null,
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Board certification updated successfully');
      const dup = await call('PUT', `/doctor/board-certificates/${boardUid}`, {
        name: 'American Board of Urology',
      });
      assert.equal(dup.status, 409);
      const del = await call('DELETE', `/doctor/board-certificates/${boardUid}`);
      assert.equal(del.status, 200);
      assert.equal(del.body.message, 'Board certification deleted successfully');
      const again = await call('DELETE', `/doctor/board-certificates/${boardUid}`);
      assert.equal(again.status, 404);
      assert.equal(again.body.message, 'Board certification not found');
      assert.equal((await call('GET', '/doctor/board-certificates/global')).body.data.count, 2);
    });
  });
});
