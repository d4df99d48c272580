import type { FastifyInstance } from 'fastify';
import { ok } from '../../wire/envelope.js';
import { dashboardSchema, getSettingsSchema, meSchema, putSettingsSchema } from './schemas.js';
import { usersService } from './service.js';
import { typedRoutes } from '../../wire/typed-routes.js';

export async function usersRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const users = usersService(app);

  app.get('/user/me', { schema: meSchema }, async (request) => {
    const admin = request.admin!;
    return ok({ user: { uid: admin.uid, email: admin.email, full_name: admin.fullName } });
  });

  app.get('/user/settings', { schema: getSettingsSchema }, async () => ok(await users.readSettings()));

  app.put('/user/settings/bulk', { schema: putSettingsSchema }, async (request) => {
    const items = request.body?.items;
    return ok(await users.updateSettings(request, items), 'Updated');
  });

  app.get('/user/dashboard', { schema: dashboardSchema }, async () => ok(await users.dashboard()));
}
