import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login, type TestApp } from '../test/helper.js';
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
