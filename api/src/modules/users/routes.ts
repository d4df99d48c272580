import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { ok } from '../../wire/envelope.js';
import { dashboardSchema, getSettingsSchema, meSchema, putSettingsSchema } from './schemas.js';
import { dashboard, readSettings, updateSettings } from './service.js';
import { sessionUser } from '../auth/index.js';
import { typedRoutes } from '../../wire/typed-routes.js';

export async function usersRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    auditActions: { 'settings.update': 'Changed settings' },
    auditTargets: { settings: { name: 'Platform settings' } },
  });

  app.get(
    '/user/me',
    { config: { permission: 'account.self', duringEnrolment: true }, schema: meSchema },
    async (request) => {
      return ok({ user: sessionUser(request.admin!) });
    },
  );

  app.get(
    '/user/settings',
    { config: { permission: 'settings.view' }, schema: getSettingsSchema },
    async () => ok(await readSettings(app)),
  );

  app.put(
    '/user/settings/bulk',
    { config: { permission: 'settings.write' }, schema: putSettingsSchema },
    async (request) => {
      const items = request.body?.items;
      return ok(await updateSettings(app, request, items), 'Updated');
    },
  );

  app.get(
    '/user/dashboard',
    { config: { permission: 'dashboard.view' }, schema: dashboardSchema },
    async () => ok(await dashboard(app)),
  );
}
