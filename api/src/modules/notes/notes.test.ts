import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  bearer,
  buildTestApp,
  createAdmin,
  login,
  loginAs,
  testCrypto,
  type TestApp,
} from '../../test/helper.js';
import { type Cast, seedCast } from '../../test/people-cast.js';

type Headers = Record<string, string>;
const SECRET = 'Prefers calls after 5 pm; allergic to penicillin';

describe('internal notes', () => {
  let t: TestApp;
  let cast: Cast;
  let owner: Headers;
  let enquiryId: number;
  const admins: Record<string, { id: number; uid: string; headers: Headers }> = {};

  const post = (path: string, headers: Headers, text: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/notes/${path}`, headers, payload: { text } as object });
  const list = (path: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/notes/${path}`, headers });
  const count = async (table: string) =>
    Number((await t.database.query<{ n: string }>(`select count(*) as n from ${table}`))[0].n);

  before(async () => {
    t = await buildTestApp();
    cast = await seedCast(t.app);
    owner = bearer((await login(t.app)).token);
    for (const [key, role, fullName] of [
      ['sam', 'support', 'Sam Support'],
      ['olga', 'operations', 'Olga Operations'],
      ['aud', 'auditor', 'Aud Auditor'],
      ['gone', 'support', 'Gone Support'],
    ]) {
      const admin = await createAdmin(t.database, { email: `${key}@example.com`, role, fullName });
      admins[key] = {
        id: admin.id,
        uid: admin.uid,
        headers: bearer((await loginAs(t.app, admin.email, admin.password)).token),
      };
    }
    await t.database.query(`update admins set status = 'deactivated' where email = 'gone@example.com'`);
    const [row] = await t.database.query<{ id: number }>(
      `insert into enquiries (subject, message) values ('Card declined', 'Hi') returning id`,
    );
    enquiryId = Number(row.id);
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.database.exec(
      'delete from record_notes; delete from admin_notifications; delete from audit_log;',
    );
  });

  test('a note on each record type: author, time and text; the Auditor reads them', async () => {
    for (const path of [
      `doctor/${cast.active.uid}`,
      `patient/${cast.patient.uid}`,
      `clinic/${cast.clinic.uid}`,
      `appointment/${cast.pendingAppointment.uid}`,
      `enquiry/${enquiryId}`,
    ]) {
      const res = await post(path, admins.olga.headers, '  Checked the licence with the board.  ');
      assert.equal(res.statusCode, 201, `${path}: ${res.body}`);
      assert.equal(res.json().message, 'Note saved');
      const note = res.json().data.note;
      assert.equal(note.text, 'Checked the licence with the board.');
      assert.deepEqual(note.author, { uid: admins.olga.uid, full_name: 'Olga Operations' });
      assert.ok(Date.now() - Date.parse(note.created_at) < 60_000);
      assert.equal(note.can_edit, true);
      const read = await list(path, admins.aud.headers);
      assert.equal(read.statusCode, 200);
      assert.deepEqual(
        read
          .json()
          .data.notes.map((n: { text: string; can_edit: boolean; can_delete: boolean }) => [
            n.text,
            n.can_edit,
            n.can_delete,
          ]),
        [['Checked the licence with the board.', false, false]],
      );
    }
    const audit = await t.database.query<{ action: string; target_type: string }>(
      `select action, target_type from audit_log where action = 'note.write' order by id`,
    );
    assert.deepEqual(
      audit.map((a) => a.target_type),
      ['doctor', 'patient', 'clinic', 'appointment', 'enquiry'],
    );
  });

  test('bad input: empty, too long, junk, unknown records: a clear 4xx and nothing written', async () => {
    const path = `doctor/${cast.active.uid}`;
    for (const text of ['', '   \n\t ', null, 42, { a: 1 }]) {
      const res = await post(path, admins.sam.headers, text);
      assert.equal(res.statusCode, 400, `${JSON.stringify(text)}: ${res.body}`);
      assert.equal(res.json().message, 'Write something before saving the note');
    }
    const long = await post(path, admins.sam.headers, 'x'.repeat(5_001));
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().message, 'A note can have at most 5,000 characters');
    assert.equal(
      (await post(path, admins.sam.headers, 'x'.repeat(5_000))).statusCode,
      201,
      '5,000 is allowed',
    );
    await t.database.exec('delete from record_notes; delete from audit_log;');
    const nul = await post(path, admins.sam.headers, 'a\u0000b');
    assert.equal(nul.statusCode, 400);
    for (const bad of [
      `doctor/${cast.patient.uid}`, // a patient is not a doctor
      'doctor/00000000-0000-4000-8000-000000000000',
      "doctor/1' or '1'='1",
      'enquiry/0',
      'enquiry/abc',
      'enquiry/99999999',
    ]) {
      const res = await post(bad, admins.sam.headers, 'hello');
      assert.equal(res.statusCode, 404, `${bad}: ${res.body}`);
    }
    assert.equal(await count('record_notes'), 0);
    assert.equal(await count('audit_log'), 0);
  });

  test('markup and scripts are kept as the text they are (the screens show text, never HTML)', async () => {
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)> **bold**';
    const res = await post(`enquiry/${enquiryId}`, admins.sam.headers, text);
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().data.note.text, text);
    assert.match(res.headers['content-type'] as string, /^application\/json/);
  });

  test('the Auditor and a session-less caller write nothing', async () => {
    const res = await post(`doctor/${cast.active.uid}`, admins.aud.headers, 'hello');
    assert.equal(res.statusCode, 403);
    assert.equal(
      res.json().message,
      "You don't have permission to do this (notes.write); ask an Owner for access",
    );
    assert.equal((await post(`doctor/${cast.active.uid}`, {}, 'hello')).statusCode, 401);
    assert.equal((await list(`doctor/${cast.active.uid}`, {})).statusCode, 401);
    assert.equal(await count('record_notes'), 0);
  });

  test('mentions: an active admin is told; unknown or deactivated ones stay plain text and nobody is told', async () => {
    const text =
      `@[Sam](${admins.sam.uid}) please call. @[Boss](${admins.gone.uid}) and ` +
      '@[Ghost](00000000-0000-4000-8000-000000000000) too; also @[Someone Else](not-a-uid)';
    const res = await post(`doctor/${cast.active.uid}`, admins.olga.headers, text);
    assert.equal(res.statusCode, 201, res.body);
    const note = res.json().data.note;
    assert.equal(
      note.text,
      `@[Sam Support](${admins.sam.uid}) please call. @Boss and @Ghost too; also @[Someone Else](not-a-uid)`,
      "a kept token carries the admin's own name",
    );
    assert.deepEqual(note.mentions, [{ uid: admins.sam.uid, full_name: 'Sam Support' }]);
    const inbox = await t.app.inject({ method: 'GET', url: '/api/admin-inbox', headers: admins.sam.headers });
    assert.equal(inbox.json().data.unread, 1);
    const [entry] = inbox.json().data.notifications;
    assert.equal(entry.kind, 'mention');
    assert.equal(entry.actor, 'Olga Operations');
    assert.equal(entry.record_type, 'doctor');
    assert.equal(entry.record_key, cast.active.uid);
    const [{ n }] = await t.database.query<{ n: string }>('select count(*) as n from admin_notifications');
    assert.equal(Number(n), 1, 'nobody else was told');
    // Mentioning oneself tells nobody.
    await post(`doctor/${cast.active.uid}`, admins.olga.headers, `note to self @[O](${admins.olga.uid})`);
    assert.equal(await count('admin_notifications'), 1);
    // Read, the count drops; another admin's entries are not theirs to mark.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin-inbox/read',
      headers: admins.olga.headers,
      payload: { uids: [entry.uid] },
    });
    assert.equal(other.json().data.unread, 0);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/admin-inbox/unread',
      headers: admins.sam.headers,
    });
    assert.equal(still.json().data.unread, 1);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/admin-inbox/read',
      headers: admins.sam.headers,
      payload: {},
    });
    assert.equal(read.json().data.unread, 0);
  });

  test("a doctor's name after Dr becomes a link to that doctor; no other record link survives the server", async () => {
    const alice = cast.active.uid;
    const carl = cast.pending.uid;
    // Two doctors named alike: which one is meant is not known, so neither is linked.
    for (const email of ['twin1@example.com', 'twin2@example.com']) {
      await t.database.query(
        `insert into users (role_id, status, full_name, email) values (3, 'active', 'Tom Twin', $1)`,
        [email],
      );
    }
    const text =
      'Dr Alice Carter vouches for Dr. Carl Pending. Not Dr Eve Deleted, Dr Nobody Here, Dr Tom Twin ' +
      `or Dr alice carter; @[Dr Who](${admins.sam.uid}) is an admin. ` +
      `[Dr Alice Carter](doctor:${carl}) and [open me](patient:${cast.patient.uid}) were typed by hand.`;
    const res = await post(`enquiry/${enquiryId}`, admins.olga.headers, text);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(
      res.json().data.note.text,
      `[Dr Alice Carter](doctor:${alice}) vouches for [Dr. Carl Pending](doctor:${carl}). ` +
        'Not Dr Eve Deleted, Dr Nobody Here, Dr Tom Twin or Dr alice carter; ' +
        `@[Sam Support](${admins.sam.uid}) is an admin. ` +
        `[Dr Alice Carter](doctor:${alice}) and open me were typed by hand.`,
    );

    // The longest run of words that names a doctor is the link; an edit links again.
    const uid = res.json().data.note.uid;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/notes/${uid}`,
      headers: admins.olga.headers,
      payload: { text: 'Ask Dr Alice Carter Tomorrow, not Dr Alice.' },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal(
      edit.json().data.note.text,
      `Ask [Dr Alice Carter](doctor:${alice}) Tomorrow, not Dr Alice.`,
    );

    // A link never makes a note too long: at the limit the name stays plain.
    const full = `${'x'.repeat(4_984)} Dr Alice Carter`;
    const atLimit = await post(`enquiry/${enquiryId}`, admins.olga.headers, full);
    assert.equal(atLimit.statusCode, 201, atLimit.body);
    assert.equal(atLimit.json().data.note.text, full);
  });

  test('the mention picker lists the active administrators only, to any role', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin-inbox/teammates',
      headers: admins.aud.headers,
    });
    assert.equal(res.statusCode, 200);
    const names = res.json().data.admins.map((a: { full_name: string }) => a.full_name);
    assert.ok(names.includes('Sam Support') && names.includes('Olga Operations'));
    assert.ok(!names.includes('Gone Support'));
    assert.ok(!('email' in res.json().data.admins[0]));
  });

  test('an admin who asked for e-mail gets the mention through the outbox', async () => {
    const pref = await t.app.inject({
      method: 'PUT',
      url: '/api/admin-inbox/preferences',
      headers: admins.sam.headers,
      payload: { notify_by_email: true },
    });
    assert.equal(pref.statusCode, 200);
    await post(`enquiry/${enquiryId}`, admins.olga.headers, `@[Sam](${admins.sam.uid}) can you answer?`);
    const mails = await t.database.query<{ to_address: string; subject: string; kind: string }>(
      `select to_address, subject, kind from mail_outbox where kind = 'admin_mention'`,
    );
    assert.equal(mails.length, 1);
    assert.equal(testCrypto.decryptField(mails[0].to_address), 'sam@example.com');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin-inbox/preferences',
      headers: admins.sam.headers,
      payload: { notify_by_email: false },
    });
  });

  test('a patient note is encrypted at rest, and never in the CSV export or the command search', async () => {
    const res = await post(`patient/${cast.patient.uid}`, admins.sam.headers, SECRET);
    assert.equal(res.statusCode, 201);
    const [row] = await t.database.query<{ body_enc: string }>('select body_enc from record_notes');
    assert.ok(!row.body_enc.includes('penicillin'));
    assert.equal(testCrypto.decryptField(row.body_enc), SECRET);
    const dump = await t.database.query<{ t: string }>(`select record_notes::text as t from record_notes`);
    assert.ok(!dump[0].t.includes('penicillin'));

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/user?${new URLSearchParams({ where: JSON.stringify({ role_id: 2 }), format: 'csv' })}`,
      headers: owner,
    });
    assert.equal(csv.statusCode, 200, csv.body);
    assert.ok(!csv.body.includes('penicillin'));
    const search = await t.app.inject({ method: 'GET', url: '/api/search?q=penicillin', headers: owner });
    assert.equal(search.statusCode, 200);
    assert.deepEqual(search.json().data.matches, []);
  });

  test('the author edits for 10 minutes, the earlier text kept; nobody else edits', async () => {
    const created = await post(`clinic/${cast.clinic.uid}`, admins.olga.headers, 'First text');
    const uid = created.json().data.note.uid;
    const edit = (headers: Headers, text: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/notes/${uid}`, headers, payload: { text } as object });

    const byOther = await edit(admins.sam.headers, 'Hijacked');
    assert.equal(byOther.statusCode, 403);
    assert.equal(byOther.json().message, 'Only its author can edit a note');
    const byOwner = await edit(owner, 'Hijacked');
    assert.equal(byOwner.statusCode, 403);
    assert.equal((await edit(admins.olga.headers, '')).statusCode, 400);

    const ok = await edit(admins.olga.headers, 'Second text');
    assert.equal(ok.statusCode, 200, ok.body);
    const note = ok.json().data.note;
    assert.equal(note.text, 'Second text');
    assert.ok(note.edited_at);
    assert.deepEqual(
      note.history.map((h: { text: string }) => h.text),
      ['First text'],
    );

    await t.database.query(
      `update record_notes set created_at = now() - interval '11 minutes' where uid = $1`,
      [uid],
    );
    const late = await edit(admins.olga.headers, 'Third text');
    assert.equal(late.statusCode, 403);
    assert.equal(late.json().message, 'A note can be edited for 10 minutes after it is written');
    const [{ body_enc }] = await t.database.query<{ body_enc: string }>(
      'select body_enc from record_notes where uid = $1',
      [uid],
    );
    assert.equal(testCrypto.decryptField(body_enc), 'Second text');
    const actions = await t.database.query<{ action: string }>(
      `select action from audit_log where action like 'note.%' order by id`,
    );
    assert.deepEqual(
      actions.map((a) => a.action),
      ['note.write', 'note.edit'],
    );
  });

  test('deleted by its author or an Owner: kept, marked deleted, audited; not by a teammate', async () => {
    const a = (await post(`enquiry/${enquiryId}`, admins.sam.headers, 'Note A')).json().data.note.uid;
    const b = (await post(`enquiry/${enquiryId}`, admins.sam.headers, 'Note B')).json().data.note.uid;
    const del = (uid: string, headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/notes/${uid}`, headers });

    const byTeammate = await del(a, admins.olga.headers);
    assert.equal(byTeammate.statusCode, 403);
    assert.equal(byTeammate.json().message, 'Only its author or an Owner can delete a note');
    assert.equal((await del(a, admins.aud.headers)).statusCode, 403);

    const byAuthor = await del(a, admins.sam.headers);
    assert.equal(byAuthor.statusCode, 200, byAuthor.body);
    assert.equal(byAuthor.json().data.note.text, null);
    assert.ok(byAuthor.json().data.note.deleted_at);
    assert.equal(byAuthor.json().data.note.deleted_by, 'Sam Support');
    assert.equal((await del(a, admins.sam.headers)).statusCode, 400, 'deleted once');

    const byOwner = await del(b, owner);
    assert.equal(byOwner.statusCode, 200);
    assert.equal(await count('record_notes'), 2, 'both kept');
    const notes = (await list(`enquiry/${enquiryId}`, admins.sam.headers)).json().data.notes;
    assert.deepEqual(
      notes.map((n: { text: string | null; deleted_at: string | null }) => [n.text, Boolean(n.deleted_at)]),
      [
        [null, true],
        [null, true],
      ],
    );
    const audit = await t.database.query<{ action: string; admin_id: number }>(
      `select action, admin_id from audit_log where action = 'note.delete' order by id`,
    );
    assert.equal(audit.length, 2);
    assert.equal((await del('not-a-uid', owner)).statusCode, 404);
  });

  test('a note announces the notes topic; a mention announces the inbox topic', async () => {
    const heard = new Set<string>();
    const stop = t.app.liveEvents.subscribe(
      (topics) => {
        for (const topic of topics) heard.add(topic);
      },
      () => undefined,
    );
    try {
      await post(`doctor/${cast.active.uid}`, admins.olga.headers, `@[Sam](${admins.sam.uid}) look`);
      const deadline = Date.now() + 1_000;
      while (!(heard.has('notes') && heard.has('admin-inbox')) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      assert.deepEqual([...heard].filter((x) => x === 'notes' || x === 'admin-inbox').sort(), [
        'admin-inbox',
        'notes',
      ]);
    } finally {
      stop();
    }
  });
});
