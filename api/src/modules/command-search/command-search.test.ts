import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { insertSample, type Sample, signIn } from '../../test/appointment-samples.js';
import { type Cast, seedCast } from '../../test/people-cast.js';
import { patientDetail } from './service.js';

describe('GET /api/search (the command palette)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let cast: Cast;
  let sample: Sample;

  before(async () => {
    t = await buildTestApp();
    cast = await seedCast(t.app);
    sample = await insertSample(t.app);
    auth = await signIn(t.app);
  });
  after(() => t.close());

  const search = (q: string | string[], headers = auth) =>
    t.app.inject({ method: 'GET', url: '/api/search', query: { q }, headers });
  const matchesOf = async (q: string) => {
    const res = await search(q);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.matches as { kind: string; uid: string; label: string; detail: string | null }[];
  };

  test('needs a session; a forged or guessed token is refused', async () => {
    const res = await search('alice', {});
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().data, null);
    for (const authorization of [`Bearer ${'A'.repeat(43)}`, 'Bearer ', 'Basic YWRtaW46YWRtaW4=']) {
      assert.equal((await search('alice', { authorization })).statusCode, 401, authorization);
    }
  });

  test('40 searches at once all answer the same', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => search('alice')));
    assert.ok(answers.every((res) => res.statusCode === 200));
    assert.equal(new Set(answers.map((res) => res.body)).size, 1);
  });

  test('finds a doctor by name or NPI, with the NPI beside the name', async () => {
    assert.deepEqual(
      (await matchesOf('alice')).filter((m) => m.kind === 'doctor'),
      [{ kind: 'doctor', uid: cast.active.uid, label: 'Alice Carter', detail: 'NPI 1234567893' }],
    );
    const byNpi = await matchesOf('1234567893');
    assert.deepEqual(
      byNpi.map((m) => [m.kind, m.uid]),
      [['doctor', cast.active.uid]],
    );
  });

  test('finds a patient by name through the blind index and answers the name masked', async () => {
    const found = (await matchesOf('john smith')).filter((m) => m.kind === 'patient');
    assert.equal(found.length, 1);
    assert.deepEqual(
      { ...found[0], detail: undefined },
      { kind: 'patient', uid: cast.patient.uid, label: 'J*** S****', detail: undefined },
    );
    // What tells masked patients apart: the phone's last two digits and the month they joined.
    assert.match(found[0]!.detail ?? '', /^Active · phone ••44 · joined [A-Z][a-z]{2} \d{4}$/);
    const body = (await search('john smith')).body;
    for (const secret of ['John Smith', 'john.smith@example.com', '5553334444', '3334444']) {
      assert.ok(!body.includes(secret), `${secret} in ${body}`);
    }
  });

  test('two patients whose masked names read the same are told apart without unmasking', () => {
    const first = {
      uid: 'p-1',
      full_name: 'John Smith',
      status: 'active',
      phone: '(555) 333-4444',
      created_at: '2024-03-31T23:30:00Z',
    };
    const second = {
      uid: 'p-2',
      full_name: 'Jack Smyth',
      status: 'active',
      phone: '+1 555 111 2217',
      created_at: '2025-11-02T10:00:00Z',
    };
    assert.equal(patientDetail(first, 'UTC'), 'Active · phone ••44 · joined Mar 2024');
    assert.equal(patientDetail(second, 'UTC'), 'Active · phone ••17 · joined Nov 2025');
    // The month is the admin's: in Tokyo that first patient joined in April.
    assert.equal(patientDetail(first, 'Asia/Tokyo'), 'Active · phone ••44 · joined Apr 2024');
    // Nothing to go by: the status alone, never a short phone shown whole.
    assert.equal(
      patientDetail({ uid: 'p-3', status: 'blocked', phone: '12', created_at: null }, 'UTC'),
      'Blocked',
    );
  });

  test('finds a clinic by name', async () => {
    const found = (await matchesOf('harbor')).filter((m) => m.kind === 'clinic');
    assert.deepEqual(found, [
      { kind: 'clinic', uid: cast.clinic.uid, label: 'Harbor Clinic', detail: 'Active' },
    ]);
  });

  test('finds an appointment and its payments by appointment id', async () => {
    const found = await matchesOf('APT91001');
    const appointment = found.filter((m) => m.kind === 'appointment');
    assert.deepEqual(appointment, [
      { kind: 'appointment', uid: sample.videoUid, label: 'APT91001', detail: 'Completed' },
    ]);
    const payments = found.filter((m) => m.kind === 'payment');
    assert.ok(payments.length >= 1, JSON.stringify(found));
    assert.ok(payments.every((m) => m.label === 'APT91001'));
    assert.ok(payments.some((m) => m.uid === sample.videoPaymentUid));
    assert.match(payments.find((m) => m.uid === sample.videoPaymentUid)?.detail ?? '', /\$154\.65/);
  });

  test('at most five matches of each kind', async () => {
    await insertSample(t.app);
    // Two samples of three appointments each (APT91001-3, APT92001-3): six match, five are answered.
    const found = await matchesOf('APT9');
    assert.equal(found.filter((m) => m.kind === 'appointment').length, 5);
    assert.equal(found.filter((m) => m.kind === 'payment').length, 5);
  });

  test("the five of each kind are the first five of the kind's own list, in its order", async () => {
    // Six appointments and six payments match APT9 (the test above added the second sample).
    const found = await matchesOf('APT9');
    const firstOfList = async (path: string, key: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: path,
        query: { search: 'APT9', limit: '5' },
        headers: auth,
      });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().data[key] as { uid: string }[]).map((row) => row.uid);
    };
    assert.deepEqual(
      found.filter((m) => m.kind === 'appointment').map((m) => m.uid),
      await firstOfList('/api/user/appointments', 'appointments'),
    );
    assert.deepEqual(
      found.filter((m) => m.kind === 'payment').map((m) => m.uid),
      await firstOfList('/api/user/payments', 'appointments'),
    );
  });

  test('a name is not looked for among appointment ids', async () => {
    assert.deepEqual(
      (await matchesOf('APT')).map((m) => m.kind),
      [],
    );
  });

  test('text shorter than two characters finds nothing, without searching', async () => {
    assert.deepEqual(await matchesOf(' a '), []);
    assert.deepEqual(await matchesOf(''), []);
  });

  test('junk is a 400 with a message, never a 500', async () => {
    for (const [q, message] of [
      ['x'.repeat(101), 'q must be at most 100 characters'],
      ['ab\u0000', 'q holds a character that is not allowed'],
    ] as const) {
      const res = await search(q);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().message, message);
    }
    const twice = await search(['alice', 'bob']);
    assert.equal(twice.statusCode, 400, twice.body);
    for (const q of ["%' or 1=1 --", '\\', '_%_', '{"$ne":1}']) {
      assert.equal((await search(q)).statusCode, 200, q);
    }
  });
});
