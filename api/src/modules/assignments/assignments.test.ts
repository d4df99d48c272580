import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { buildTestApp, bearer, createAdmin, login, loginAs, type TestApp } from '../../test/helper.js';

type Headers = Record<string, string>;

describe('work queues: assignment', () => {
  let t: TestApp;
  let owner: Headers;
  const admins: Record<string, { id: number; uid: string; headers: Headers; name: string }> = {};
  let enquiryId: number;
  let doneEnquiryId: number;
  let doctorUid: string;
  let deletedDoctorUid: string;
  let suggestionUid: string;

  async function one<T>(text: string, params: unknown[] = []): Promise<T> {
    const [row] = await t.database.query<T>(text, params);
    return row;
  }

  const put = (path: string, headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/assignments/${path}`, headers, payload: payload as object });

  before(async () => {
    t = await buildTestApp();
    owner = bearer((await login(t.app)).token);
    const team: [string, string, string][] = [
      ['sam', 'support', 'Sam Support'],
      ['sue', 'support', 'Sue Support'],
      ['sid', 'support', 'Sid Support'],
      ['sky', 'support', 'Sky Support'],
      ['olga', 'operations', 'Olga Operations'],
      ['fin', 'finance', 'Fin Finance'],
      ['aud', 'auditor', 'Aud Auditor'],
      ['gone', 'support', 'Gone Support'],
    ];
    for (const [key, role, fullName] of team) {
      const admin = await createAdmin(t.database, { email: `${key}@example.com`, role, fullName });
      const headers = bearer((await loginAs(t.app, admin.email, admin.password)).token);
      admins[key] = { id: admin.id, uid: admin.uid, headers, name: fullName };
    }
    await t.database.query(`update admins set status = 'deactivated' where email = 'gone@example.com'`);
  });
  after(() => t.close());

  beforeEach(async () => {
    await t.database.exec(
      'delete from admin_notifications; delete from audit_log; delete from enquiries; delete from users; delete from suggested_specialities;',
    );
    enquiryId = Number(
      (
        await one<{ id: number }>(
          `insert into enquiries (subject, message) values ('Refund please', 'Hi') returning id`,
        )
      ).id,
    );
    doneEnquiryId = Number(
      (
        await one<{ id: number }>(
          `insert into enquiries (subject, message, status) values ('Done', 'Hi', 1) returning id`,
        )
      ).id,
    );
    doctorUid = (
      await one<{ uid: string }>(
        `insert into users (role_id, status, full_name, email) values (3, 'pending', 'Dr. Lena Park', 'lena@clinic.test') returning uid`,
      )
    ).uid;
    deletedDoctorUid = (
      await one<{ uid: string }>(
        `insert into users (role_id, status, full_name, email) values (3, 'deleted', 'Dr. Gone', 'gone@clinic.test') returning uid`,
      )
    ).uid;
    suggestionUid = (
      await one<{ uid: string }>(
        `insert into suggested_specialities (speciality_name) values ('Sleep medicine ${Date.now()}') returning uid`,
      )
    ).uid;
  });

  test('"Assign to me", then the item shows its assignee; unassigning clears it; each change is audited', async () => {
    const sam = admins.sam;
    const res = await put(`enquiries/${enquiryId}`, sam.headers, {
      assignee_uid: sam.uid,
      expected_assignee_uid: null,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Assigned to you');
    assert.deepEqual(res.json().data.assignment.assignee, { uid: sam.uid, full_name: 'Sam Support' });

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/assignments/enquiries/${enquiryId}`,
      headers: admins.aud.headers,
    });
    assert.equal(read.statusCode, 200, 'the Auditor reads assignments');
    assert.equal(read.json().data.assignment.assignee.uid, sam.uid);

    const off = await put(`enquiries/${enquiryId}`, sam.headers, {
      assignee_uid: null,
      expected_assignee_uid: sam.uid,
    });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().message, 'Unassigned');
    assert.equal(off.json().data.assignment.assignee, null);

    const entries = await t.database.query<{
      action: string;
      admin_id: number;
      target_type: string;
      target_uid: string;
    }>(
      `select action, admin_id, target_type, target_uid from audit_log where action like 'assignment.%' order by id`,
    );
    assert.deepEqual(
      entries.map((e) => [e.action, Number(e.admin_id), e.target_type, e.target_uid]),
      [
        ['assignment.assign', sam.id, 'enquiry', String(enquiryId)],
        ['assignment.unassign', sam.id, 'enquiry', String(enquiryId)],
      ],
    );
  });

  test('40 simultaneous "Assign to me" from four admins: one wins, the others are told who has it', async () => {
    const racers = [admins.sam, admins.sue, admins.sid, admins.sky];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const admin = racers[i % racers.length];
        return put(`enquiries/${enquiryId}`, admin.headers, {
          assignee_uid: admin.uid,
          expected_assignee_uid: null,
        }).then((res) => ({ admin, res }));
      }),
    );
    const { assignee_id } = await one<{ assignee_id: number }>(
      'select assignee_id from enquiries where id = $1',
      [enquiryId],
    );
    const winner = racers.find((admin) => admin.id === Number(assignee_id));
    assert.ok(winner, 'someone has it');
    for (const { admin, res } of answers) {
      if (admin === winner) assert.equal(res.statusCode, 200, res.body);
      else {
        assert.equal(res.statusCode, 409, res.body);
        assert.equal(res.json().message, `${winner.name} already has this enquiry`);
      }
    }
    const [{ n }] = await t.database.query<{ n: string }>(
      `select count(*) as n from audit_log where action = 'assignment.assign'`,
    );
    assert.equal(Number(n), 1, 'one assignment, one audit entry');
  });

  test('assigning a teammate: refused when their role cannot act, with a message that says so; told in their inbox otherwise', async () => {
    const before = await one<{ assignee_id: number | null }>(
      'select assignee_id from enquiries where id = $1',
      [enquiryId],
    );
    const toFinance = await put(`enquiries/${enquiryId}`, admins.sam.headers, {
      assignee_uid: admins.fin.uid,
    });
    assert.equal(toFinance.statusCode, 400);
    assert.equal(
      toFinance.json().message,
      'Fin Finance cannot be assigned this enquiry: the Finance role cannot reply to enquiries',
    );
    const toDeactivated = await put(`enquiries/${enquiryId}`, admins.sam.headers, {
      assignee_uid: admins.gone.uid,
    });
    assert.equal(toDeactivated.statusCode, 400);
    assert.equal(toDeactivated.json().message, 'Gone Support is deactivated and cannot be assigned work');
    const unknown = await put(`enquiries/${enquiryId}`, admins.sam.headers, {
      assignee_uid: '00000000-0000-4000-8000-000000000000',
    });
    assert.equal(unknown.statusCode, 400);
    const opsDoctor = await put(`doctors/${doctorUid}`, admins.olga.headers, {
      assignee_uid: admins.sam.uid,
    });
    assert.equal(opsDoctor.statusCode, 400);
    assert.match(opsDoctor.json().message, /the Support role cannot approve doctors/);
    assert.deepEqual(
      await one('select assignee_id from enquiries where id = $1', [enquiryId]),
      before,
      'nothing written',
    );
    assert.equal(Number((await one<{ n: string }>('select count(*) as n from audit_log')).n), 0);

    const toSue = await put(`enquiries/${enquiryId}`, admins.sam.headers, {
      assignee_uid: admins.sue.uid,
      expected_assignee_uid: null,
    });
    assert.equal(toSue.statusCode, 200, toSue.body);
    assert.equal(toSue.json().message, 'Assigned to Sue Support');
    const inbox = await t.app.inject({ method: 'GET', url: '/api/admin-inbox', headers: admins.sue.headers });
    assert.equal(inbox.json().data.unread, 1);
    const [entry] = inbox.json().data.notifications;
    assert.equal(entry.kind, 'assignment');
    assert.equal(entry.actor, 'Sam Support');
    assert.equal(entry.record_type, 'enquiry');
    assert.equal(entry.record_key, String(enquiryId));
    assert.equal(entry.record_label, 'Refund please');
    // Assigning oneself tells nobody.
    const samInbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin-inbox/unread',
      headers: admins.sam.headers,
    });
    assert.equal(samInbox.json().data.unread, 0);
  });

  test('a completed, deleted or missing item is refused with a clear 4xx and nothing written', async () => {
    const done = await put(`enquiries/${doneEnquiryId}`, admins.sam.headers, {
      assignee_uid: admins.sam.uid,
    });
    assert.equal(done.statusCode, 409);
    assert.equal(done.json().message, 'This enquiry is completed; only a pending enquiry can be assigned');
    const deleted = await put(`doctors/${deletedDoctorUid}`, admins.olga.headers, {
      assignee_uid: admins.olga.uid,
    });
    assert.equal(deleted.statusCode, 409);
    assert.equal(
      deleted.json().message,
      'This doctor was deleted; only a doctor awaiting approval can be assigned',
    );
    for (const key of ['999999', '0', '-1', 'abc', "1' or '1'='1", '1e3']) {
      const res = await put(`enquiries/${encodeURIComponent(key)}`, admins.sam.headers, {
        assignee_uid: admins.sam.uid,
      });
      assert.equal(res.statusCode, 404, `${key}: ${res.body}`);
      assert.equal(res.json().message, 'Enquiry not found');
    }
    const junk = await put(`enquiries/${enquiryId}`, admins.sam.headers, { assignee_uid: 42 });
    assert.equal(junk.statusCode, 400);
    const notUuid = await put(`enquiries/${enquiryId}`, admins.sam.headers, { assignee_uid: "' or 1=1 --" });
    assert.equal(notUuid.statusCode, 400);
    assert.equal(Number((await one<{ n: string }>('select count(*) as n from audit_log')).n), 0);
    assert.equal(
      (await one<{ a: null }>('select assignee_id as a from enquiries where id = $1', [doneEnquiryId])).a,
      null,
    );
  });

  test("who may assign: the queue's permission; the Auditor and Finance write none; no session, no answer", async () => {
    for (const [who, path] of [
      ['aud', `enquiries/${enquiryId}`],
      ['fin', `enquiries/${enquiryId}`],
      ['sam', `doctors/${doctorUid}`],
      ['sam', `suggested-specialties/${suggestionUid}`],
      ['aud', `doctors/${doctorUid}`],
    ] as const) {
      const res = await put(path, admins[who].headers, { assignee_uid: admins.sam.uid });
      assert.equal(res.statusCode, 403, `${who} ${path}`);
      assert.match(
        res.json().message,
        /^You don't have permission to do this \((enquiries|doctors|suggestions)\.assign\)/,
      );
    }
    const anonymous = await put(`enquiries/${enquiryId}`, {}, { assignee_uid: admins.sam.uid });
    assert.equal(anonymous.statusCode, 401);
    const forged = await put(
      `enquiries/${enquiryId}`,
      { authorization: `Bearer ${'x'.repeat(43)}` },
      { assignee_uid: null },
    );
    assert.equal(forged.statusCode, 401);
    const ops = await put(`suggested-specialties/${suggestionUid}`, admins.olga.headers, {
      assignee_uid: admins.olga.uid,
      expected_assignee_uid: null,
    });
    assert.equal(ops.statusCode, 200, ops.body);
    const owners = await put(`doctors/${doctorUid}`, owner, { assignee_uid: admins.olga.uid });
    assert.equal(owners.statusCode, 200, owners.body);
  });

  test('assignable: the active admins whose role may act', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/assignments/enquiries/assignable',
      headers: admins.sam.headers,
    });
    assert.equal(res.statusCode, 200);
    const names = res.json().data.admins.map((a: { full_name: string }) => a.full_name);
    assert.ok(names.includes('Sue Support'));
    assert.ok(!names.includes('Gone Support'), 'deactivated');
    assert.ok(!names.includes('Fin Finance'), 'cannot reply');
    assert.ok(!names.includes('Aud Auditor'));
  });

  test("My work: the admin's items first, then unassigned items of the queues their role may act on, oldest first, with counts", async () => {
    const older = Number(
      (
        await one<{ id: number }>(
          `insert into enquiries (subject, message, created_at) values ('Oldest', 'Hi', now() - interval '3 days') returning id`,
        )
      ).id,
    );
    await put(`enquiries/${enquiryId}`, admins.sam.headers, {
      assignee_uid: admins.sam.uid,
      expected_assignee_uid: null,
    });
    await put(`enquiries/${older}`, admins.sam.headers, {
      assignee_uid: admins.sue.uid,
      expected_assignee_uid: null,
    });
    const other = Number(
      (
        await one<{ id: number }>(
          `insert into enquiries (subject, message) values ('Newest', 'Hi') returning id`,
        )
      ).id,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/my-work', headers: admins.sam.headers });
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    assert.deepEqual(
      data.items.map((i: { queue: string; key: string }) => `${i.queue}:${i.key}`),
      [`enquiries:${enquiryId}`, `enquiries:${other}`],
      "mine first; Sue's and completed ones are not Sam's work; Support does not approve doctors",
    );
    const enquiries = data.counts.find((c: { queue: string }) => c.queue === 'enquiries');
    assert.deepEqual(enquiries, {
      queue: 'enquiries',
      title: 'Enquiries',
      mine: 1,
      unassigned: 1,
      can_assign: true,
    });
    const doctors = data.counts.find((c: { queue: string }) => c.queue === 'doctors');
    assert.equal(doctors.can_assign, false, 'Support does not assign doctors');
    assert.equal(data.total, 2);

    const ops = await t.app.inject({
      method: 'GET',
      url: '/api/my-work?limit=10',
      headers: admins.olga.headers,
    });
    const opsItems = ops
      .json()
      .data.items.map((i: { queue: string; label: string }) => `${i.queue}:${i.label}`);
    assert.deepEqual(opsItems.slice(0, 1), ['doctors:Dr. Lena Park']);
    assert.ok(opsItems.some((i: string) => i.startsWith('suggested-specialties:Sleep medicine')));
    assert.ok(!opsItems.some((i: string) => i.startsWith('enquiries:')));

    const auditor = await t.app.inject({
      method: 'GET',
      url: '/api/my-work/count',
      headers: admins.aud.headers,
    });
    assert.equal(auditor.json().data.total, 0, 'the Auditor acts on no queue');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/my-work?limit=100000',
      headers: admins.sam.headers,
    });
    assert.equal(bad.statusCode, 400);
  });

  test("an assignment announces its queue's live topic", async () => {
    const heard: string[][] = [];
    const stop = t.app.liveEvents.subscribe(
      (topics) => heard.push(topics),
      () => undefined,
    );
    try {
      await put(`doctors/${doctorUid}`, admins.olga.headers, {
        assignee_uid: admins.olga.uid,
        expected_assignee_uid: null,
      });
      const deadline = Date.now() + 1_000;
      while (!heard.flat().includes('people') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      assert.ok(heard.flat().includes('people'), `heard ${JSON.stringify(heard)}`);
    } finally {
      stop();
    }
  });

  test('the enquiries and doctors lists carry the assignee and filter Unassigned, Mine and by teammate', async () => {
    const second = Number(
      (
        await one<{ id: number }>(
          `insert into enquiries (subject, message) values ('Second', 'Hi') returning id`,
        )
      ).id,
    );
    await put(`enquiries/${enquiryId}`, admins.sam.headers, {
      assignee_uid: admins.sam.uid,
      expected_assignee_uid: null,
    });
    await put(`enquiries/${second}`, admins.sam.headers, {
      assignee_uid: admins.sue.uid,
      expected_assignee_uid: null,
    });
    const ids = async (url: string, headers: Headers, key: string, field: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data[key].map((row: Record<string, unknown>) => row[field]);
    };
    const where = (value: unknown) => `where=${encodeURIComponent(JSON.stringify({ assignee: value }))}`;
    assert.deepEqual(
      await ids(`/api/enquiry?${where(admins.sam.uid)}`, admins.sam.headers, 'enquiries', 'id'),
      [enquiryId],
    );
    assert.deepEqual(
      await ids(`/api/enquiry?${where(admins.sue.uid)}`, admins.sam.headers, 'enquiries', 'id'),
      [second],
    );
    assert.deepEqual(
      (await ids(`/api/enquiry?${where(null)}`, admins.sam.headers, 'enquiries', 'id')).sort(),
      [doneEnquiryId].sort(),
    );
    assert.deepEqual(await ids(`/api/enquiry?${where('nobody')}`, admins.sam.headers, 'enquiries', 'id'), []);
    const rows = await t.app.inject({
      method: 'GET',
      url: `/api/enquiry?${where(admins.sam.uid)}`,
      headers: admins.aud.headers,
    });
    assert.deepEqual(rows.json().data.enquiries[0].assignee, {
      uid: admins.sam.uid,
      full_name: 'Sam Support',
    });

    await put(`doctors/${doctorUid}`, admins.olga.headers, {
      assignee_uid: admins.olga.uid,
      expected_assignee_uid: null,
    });
    const mine = await ids(`/api/doctor?${where(admins.olga.uid)}`, admins.olga.headers, 'doctors', 'uid');
    assert.deepEqual(mine, [doctorUid]);
    const unassigned = await ids(`/api/doctor?${where(null)}`, admins.olga.headers, 'doctors', 'uid');
    assert.ok(!unassigned.includes(doctorUid));
    // Unassigned's count is the live doctors' (or a status's) less the assigned ones: it agrees
    // with its rows, and with the assigned ones it makes every doctor.
    const doctorPage = async (filter: Record<string, unknown>) => {
      const url = `/api/doctor?where=${encodeURIComponent(JSON.stringify(filter))}&limit=100`;
      const res = await t.app.inject({ method: 'GET', url, headers: admins.olga.headers });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as { count: number; doctors: { uid: string; status: string }[] };
    };
    for (const filter of [
      { assignee: null },
      { assignee: null, status: 'pending' },
      { assignee: null, status: 'active' },
    ]) {
      const page = await doctorPage(filter);
      assert.equal(page.count, page.doctors.length, JSON.stringify(filter));
      assert.ok(!page.doctors.some((doctor) => doctor.uid === doctorUid), JSON.stringify(filter));
    }
    const pending = await doctorPage({ status: 'pending' });
    assert.equal((await doctorPage({ assignee: null, status: 'pending' })).count, pending.count - 1);
    assert.equal((await doctorPage({ assignee: null })).count + mine.length, (await doctorPage({})).count);
    const doctors = await t.app.inject({
      method: 'GET',
      url: `/api/doctor?${where(admins.olga.uid)}`,
      headers: admins.olga.headers,
    });
    assert.equal(doctors.json().data.doctors[0].assignee.full_name, 'Olga Operations');
  });

  test('the suggestion lists carry the assignee and filter Unassigned and by admin', async () => {
    const other = (
      await one<{ uid: string }>(
        `insert into suggested_specialities (speciality_name) values ('Travel medicine') returning uid`,
      )
    ).uid;
    const olga = admins.olga;
    await put(`suggested-specialties/${suggestionUid}`, olga.headers, {
      assignee_uid: olga.uid,
      expected_assignee_uid: null,
    });
    const uids = async (where?: unknown) => {
      const query = new URLSearchParams({ limit: '-1' });
      if (where !== undefined) query.set('where', JSON.stringify({ assignee: where }));
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/doctor/suggest-speciality/admin?${query}`,
        headers: admins.aud.headers,
      });
      assert.equal(res.statusCode, 200, res.body);
      return res
        .json()
        .data.suggested_specialities.map((row: { uid: string; assignee: unknown }) => [
          row.uid,
          row.assignee,
        ]);
    };
    assert.deepEqual(await uids(olga.uid), [
      [suggestionUid, { uid: olga.uid, full_name: 'Olga Operations' }],
    ]);
    assert.deepEqual(await uids(null), [[other, null]]);
    assert.equal((await uids()).length, 2);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/doctor/all-suggest-service?where=${encodeURIComponent('{"assignee":{"in":[1]}}')}`,
      headers: admins.aud.headers,
    });
    assert.equal(bad.statusCode, 400, bad.body);
  });
});
