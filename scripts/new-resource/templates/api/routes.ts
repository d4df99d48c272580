import type { FastifyInstance } from 'fastify';
import { sendListCsv, wantsCsv } from '../../lib/list-export.js';
import { parseListQuery, readList } from '../../lists/index.js';
import { declareModule } from '../../plugins/registry.js';
import { requestTimeZone } from '../../time/time-zone.js';
import { ok } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import {
  create{{Name}}Schema,
  get{{Name}}Schema,
  list{{Names}}Schema,
  set{{Name}}StatusSchema,
  update{{Name}}Schema,
} from './schemas.js';
import {
  create{{Name}},
  find{{Name}},
  {{name}}List,
  {{name}}Names,
  set{{Name}}Status,
  update{{Name}},
} from './service.js';

/** GET and POST /{{name-kebab}}, GET and PUT /{{name-kebab}}/{uid}, POST /{{name-kebab}}/{uid}/archive and /restore. */
export async function {{names}}Routes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    savedViewLists: ['{{names-kebab}}'],
    liveTopics: { '{{names-kebab}}': '{{names-kebab}}.view' },
    auditActions: {
      '{{name_snake}}.create': 'Added {{label}}',
      '{{name_snake}}.update': 'Changed {{label}}',
      '{{name_snake}}.archive': 'Archived {{label}}',
      '{{name_snake}}.restore': 'Restored {{label}}',
      '{{name_snake}}.export': null,
    },
    auditTargets: { {{name_snake}}: { name: {{name}}Names } },
  });
  const view = { permission: '{{names-kebab}}.view' } as const;
  const write = { permission: '{{names-kebab}}.write' } as const;

  app.get(
    '/{{name-kebab}}',
    { config: { ...view, exportPermission: '{{names-kebab}}.export' }, schema: list{{Names}}Schema },
    async (request, reply) => {
      const definition = {{name}}List(requestTimeZone(request));
      const query = parseListQuery(request.query, definition);
      if (wantsCsv(request)) return sendListCsv(app, request, reply, definition, query);
      const page = await readList(app.db, definition, query);
      return ok({ {{names_snake}}: page.rows, count: page.total, limit: query.limit });
    },
  );

  app.get('/{{name-kebab}}/:uid', { config: view, schema: get{{Name}}Schema }, async (request) =>
    ok({ {{name_snake}}: await find{{Name}}(app, request.params.uid) }),
  );

  app.post('/{{name-kebab}}', { config: write, schema: create{{Name}}Schema }, async (request) =>
    ok({ {{name_snake}}: await create{{Name}}(app, request, request.body) }, '{{Label}} added'),
  );

  app.put('/{{name-kebab}}/:uid', { config: write, schema: update{{Name}}Schema }, async (request) =>
    ok({ {{name_snake}}: await update{{Name}}(app, request, request.params.uid, request.body) }, '{{Label}} saved'),
  );

  for (const [verb, status, done, summary] of [
    ['archive', 'archived', 'Archived', 'Archives a {{label}}: it stays, shown as archived'],
    ['restore', 'active', 'Restored', 'Makes an archived {{label}} active again'],
  ] as const) {
    app.post(
      `/{{name-kebab}}/:uid/${verb}`,
      { config: write, schema: set{{Name}}StatusSchema(summary) },
      async (request) => ok({ {{name_snake}}: await set{{Name}}Status(app, request, request.params.uid, status) }, done),
    );
  }
}
