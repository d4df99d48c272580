import type { FastifyInstance } from 'fastify';
import { ok } from '../../wire/envelope.js';
import { dashboardSchema, getSettingsSchema, meSchema, putSettingsSchema } from './schemas.js';
import { dashboard, readSettings, updateSettings } from './service.js';
import { typedRoutes } from '../../wire/typed-routes.js';

export async function usersRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);

  app.get('/user/me', { schema: meSchema }, async (request) => {
    const admin = request.admin!;
    return ok({ user: { uid: admin.uid, email: admin.email, full_name: admin.fullName } });
  });

  app.get('/user/settings', { schema: getSettingsSchema }, async () => ok(await readSettings(app)));

  app.put('/user/settings/bulk', { schema: putSettingsSchema }, async (request) => {
    const items = request.body?.items;
    return ok(await updateSettings(app, request, items), 'Updated');
  });

  app.get('/user/dashboard', { schema: dashboardSchema }, async () => ok(await dashboard(app)));
}
