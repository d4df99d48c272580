import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, createAdmin, login, loginAs, type TestApp } from '../test/helper.js';
import { actionWords, createRegistry, declareModule } from './registry.js';

/** A module no other code knows of: its list, topic, action and target exist only in its declaration. */
function greenhouseModule(app: FastifyInstance) {
  app.register(async (module) => {
    declareModule(module, {
      savedViewLists: ['greenhouses'],
      liveTopics: { greenhouses: 'catalog.view' },
      auditActions: { 'greenhouse.water': 'Watered greenhouse', 'greenhouse.export': 'Exported greenhouses' },
      auditTargets: {
        greenhouse: { name: async (_app, ids) => ids.map((id) => [id, `Greenhouse ${id}`] as const) },
      },
    });
  });
}

/** A module declaring a kind of record that takes notes and is assigned: one line each. */
async function orchardModule(module: FastifyInstance) {
  declareModule(module, {
    auditTargets: { orchard: { name: 'An orchard' } },
    records: {
      orchards: {
        table: 'orchards',
        label: 't.name',
        noun: 'orchard',
        title: 'Orchards',
        view: 'catalog.view',
        auditTarget: 'orchard',
        notes: true,
        assignable: { open: `t.status = 'open'`, permission: 'catalog.write' },
      },
    },
  });
}

describe('the registry of what modules declare', () => {
  test('refuses a name declared twice differently, and a malformed name', () => {
    const registry = createRegistry();
    registry.declare({
      liveTopics: { orchards: 'catalog.view' },
      auditActions: { 'orchard.prune': 'Pruned' },
    });
    // The same declaration again (two routes of one module) is fine.
    registry.declare({
      liveTopics: { orchards: 'catalog.view' },
      auditActions: { 'orchard.prune': 'Pruned' },
    });
    assert.throws(
      () => registry.declare({ liveTopics: { orchards: 'payments.view' } }),
      /live topic "orchards" is declared twice/,
    );
    assert.throws(
      () => registry.declare({ auditActions: { 'orchard.prune': 'Cut back' } }),
      /audit action "orchard.prune" is declared twice/,
    );
    assert.throws(() => registry.declare({ savedViewLists: ['Orchards!'] }), /not a valid name/);
    assert.throws(() => registry.declare({ auditActions: { prune: 'Pruned' } }), /not a valid name/);
  });

  test('every action of the product reads the same way: what the admin did, in the past tense', async () => {
    const t = await buildTestApp();
    try {
      const irregular = new Set(['Sent', 'Made', 'Reset', 'Wrote', 'Proved', 'Failed']);
      const odd = [...t.app.registry.auditActions].filter(([, label]) => {
        const first = label.split(' ')[0];
        return !(/^[A-Z][a-z-]+ed$/.test(first) || irregular.has(first));
      });
      assert.deepEqual(odd, []);
    } finally {
      await t.close();
    }
  });

  test('a kind of note or a queue declared after its routes were made is refused, naming where it goes', () => {
    const registry = createRegistry();
    const orchards = { table: 'orchards', label: 't.name', noun: 'orchard', title: 'Orchards' };
    const record = { ...orchards, view: 'catalog.view', auditTarget: 'orchard' } as const;
    registry.declare({ records: { orchards: { ...record, notes: true } } });
    assert.deepEqual([...registry.take('notes').keys()], ['orchards']);
    assert.throws(
      () => registry.declare({ records: { groves: { ...record, table: 'groves', notes: true } } }),
      /The kind of note "groves" is declared after the notes routes were made: register its module before assignmentRoutes and noteRoutes/,
    );
    // Still open: the queues.
    registry.declare({
      records: { groves: { ...record, assignable: { open: 'true', permission: 'catalog.write' } } },
    });
    assert.throws(
      () =>
        registry.declare({
          records: { groves: { ...record, assignable: { open: 'false', permission: 'catalog.write' } } },
        }),
      /work queue "groves" is declared twice, differently/,
    );
  });

  test('an action no module declares any more (an old entry) reads as its words', () => {
    assert.equal(actionWords('audit.export'), 'Audit export');
    assert.equal(actionWords('admin.invitation_resend'), 'Admin invitation resend');
  });
});

describe('a module declaring a new list, topic and audit action, end to end', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  before(async () => {
    t = await buildTestApp({}, { beforeReady: greenhouseModule });
    auth = bearer((await login(t.app)).token);
  });
  after(() => t.close());

  test('views and layouts of its list are saved; an undeclared list is a 400 that names it', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-views',
      headers: auth,
      payload: { list: 'greenhouses', name: 'Dry ones', query: 'status=dry' },
    });
    assert.equal(saved.statusCode, 201, saved.body);
    const views = await t.app.inject({
      method: 'GET',
      url: '/api/saved-views?list=greenhouses',
      headers: auth,
    });
    assert.deepEqual(
      views.json().data.views.map((view: { name: string; list: string }) => [view.list, view.name]),
      [['greenhouses', 'Dry ones']],
    );
    const layout = await t.app.inject({
      method: 'PUT',
      url: '/api/list-layouts',
      headers: auth,
      payload: { list: 'greenhouses', hidden: ['humidity'], shown: [], density: 'compact' },
    });
    assert.equal(layout.statusCode, 200, layout.body);

    for (const [method, url, payload] of [
      ['POST', '/api/saved-views', { list: 'orchards', name: 'x', query: 'a=1' }],
      ['GET', '/api/saved-views?list=orchards', undefined],
      ['GET', '/api/list-layouts?list=orchards', undefined],
      ['PUT', '/api/list-layouts', { list: 'orchards', hidden: [], shown: [], density: 'compact' }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: auth, payload });
      assert.equal(res.statusCode, 400, `${method} ${url}: ${res.body}`);
      assert.equal(res.json().message, 'There is no list named "orchards" whose views can be saved');
    }
  });

  test('its topic is relayed to the live streams; an undeclared one is not', async () => {
    const heard: string[][] = [];
    const unsubscribe = t.app.liveEvents.subscribe(
      (topics) => heard.push(topics),
      () => {},
    );
    t.app.liveEvents.announce('orchards');
    t.app.liveEvents.announce('greenhouses');
    await sleep(400);
    unsubscribe();
    assert.deepEqual(heard, [['greenhouses']]);
  });

  test('its audit entries read with its label and its target names, and its action is a filter choice', async () => {
    await t.database.query(
      `insert into audit_log (action, target_type, target_uid, details)
       values ('greenhouse.water', 'greenhouse', 'g-7', '{"litres": 12}'), ('greenhouse.export', 'list', 'greenhouses', null)`,
    );
    const where = encodeURIComponent(
      JSON.stringify({ action: { in: ['greenhouse.water', 'greenhouse.export'] } }),
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/audit?where=${where}`, headers: auth });
    assert.equal(res.statusCode, 200, res.body);
    const entries = res.json().data.entries as { action_label: string; target_name: string }[];
    assert.deepEqual(entries.map((entry) => [entry.action_label, entry.target_name]).sort(), [
      ['Exported greenhouses', 'greenhouses list'],
      ['Watered greenhouse', 'Greenhouse g-7'],
    ]);
    const filters = (await t.app.inject({ method: 'GET', url: '/api/audit/filters', headers: auth })).json()
      .data;
    assert.ok(filters.actions.includes('greenhouse.water'));
    assert.equal(filters.action_labels['greenhouse.water'], 'Watered greenhouse');
    assert.ok(filters.target_types.includes('greenhouse'));
  });
});

describe('a module declaring a record with notes and a work queue, end to end', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let ops: { uid: string; headers: Record<string, string> };
  let support: Record<string, string>;
  let open: string;
  let closed: string;

  before(async () => {
    t = await buildTestApp({}, { modules: [orchardModule] });
    await t.database.exec(`create table orchards (
      id bigserial primary key, uid uuid not null default gen_random_uuid() unique, name text not null,
      status text not null default 'open', assignee_id bigint references admins(id) on delete set null,
      assigned_at timestamptz, created_at timestamptz not null default now())`);
    [{ uid: open }, { uid: closed }] = await t.database.query<{ uid: string }>(
      `insert into orchards (name, status) values ('North orchard', 'open'), ('Old orchard', 'closed') returning uid`,
    );
    owner = bearer((await login(t.app)).token);
    const team = async (role: string, fullName: string) => {
      const admin = await createAdmin(t.database, { email: `${role}@example.com`, role, fullName });
      return { uid: admin.uid, headers: bearer((await loginAs(t.app, admin.email, admin.password)).token) };
    };
    ops = await team('operations', 'Olga Operations');
    support = (await team('support', 'Sam Support')).headers;
  });
  after(() => t.close());

  test("notes: written, read and audited under the module's own target type; an unknown one is a 404", async () => {
    const written = await t.app.inject({
      method: 'POST',
      url: `/api/notes/orchards/${open}`,
      headers: owner,
      payload: { text: `Ask @[Olga](${ops.uid}) about the frost` },
    });
    assert.equal(written.statusCode, 201, written.body);
    const read = await t.app.inject({ method: 'GET', url: `/api/notes/orchards/${open}`, headers: support });
    assert.deepEqual(
      read.json().data.notes.map((note: { text: string }) => note.text),
      [`Ask @[Olga Operations](${ops.uid}) about the frost`],
    );
    const inbox = await t.app.inject({ method: 'GET', url: '/api/admin-inbox', headers: ops.headers });
    assert.deepEqual(
      inbox.json().data.notifications.map((n: Record<string, string>) => [n.record_type, n.record_label]),
      [['orchards', 'North orchard']],
    );
    const [entry] = await t.database.query<{ target_type: string }>(
      `select target_type from audit_log where action = 'note.write'`,
    );
    assert.equal(entry.target_type, 'orchard');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/notes/orchards/00000000-0000-4000-8000-000000000000',
      headers: owner,
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Orchard not found');
  });

  test('the queue: assigned by who holds its permission, refused to others, in My work and its counts', async () => {
    const assign = (key: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/assignments/orchards/${key}`,
        headers,
        payload: { assignee_uid: ops.uid, expected_assignee_uid: null },
      });
    const refused = await assign(open, support);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /\(catalog\.write\)/);
    const done = await assign(open, ops.headers);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().message, 'Assigned to you');
    const late = await assign(closed, ops.headers);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'This orchard is no longer open; only an open orchard can be assigned');

    const assignable = await t.app.inject({
      method: 'GET',
      url: '/api/assignments/orchards/assignable',
      headers: support,
    });
    assert.equal(assignable.json().data.can_assign, false);
    assert.ok(assignable.json().data.admins.some((admin: { uid: string }) => admin.uid === ops.uid));
    const work = (await t.app.inject({ method: 'GET', url: '/api/my-work', headers: ops.headers })).json()
      .data;
    assert.deepEqual(
      work.items.filter((item: { queue: string }) => item.queue === 'orchards'),
      [
        {
          queue: 'orchards',
          record_type: 'orchards',
          key: open,
          label: 'North orchard',
          created_at: work.items.find((item: { key: string }) => item.key === open).created_at,
          assignee: { uid: ops.uid, full_name: 'Olga Operations' },
        },
      ],
    );
    assert.deepEqual(
      work.counts.find((count: { queue: string }) => count.queue === 'orchards'),
      { queue: 'orchards', title: 'Orchards', mine: 1, unassigned: 0, can_assign: true },
    );
  });
});

describe("the product's own audit actions", () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /** Every 'noun.verb' literal on a line of the API's code that speaks of an action. */
  function actionNamesInCode(): Set<string> {
    const sourceDir = fileURLToPath(new URL('..', import.meta.url));
    const names = new Set<string>();
    for (const file of fs.readdirSync(sourceDir, { recursive: true }) as string[]) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.includes(`test${path.sep}`)) continue;
      for (const line of fs.readFileSync(path.join(sourceDir, file), 'utf8').split('\n')) {
        if (!/action/i.test(line)) continue;
        for (const [, name] of line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) names.add(name);
      }
    }
    return names;
  }

  test('each one the code writes is declared by its module, so it has a label and is a filter choice', () => {
    // A column and a permission named on lines that speak of actions.
    const notActions = new Set(['appointment.doctor_id', 'users.delete']);
    const undeclared = [...actionNamesInCode()].filter(
      (name) => !notActions.has(name) && !t.app.registry.auditActions.has(name),
    );
    assert.deepEqual(undeclared, []);
  });
});
