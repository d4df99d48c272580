import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { ok } from '../../wire/envelope.js';
import { getSettingsSchema, putSettingsSchema } from './schemas.js';
import { readSettings, updateSettings } from './service.js';
import { typedRoutes } from '../../wire/typed-routes.js';

export async function settingsRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    auditActions: { 'settings.update': 'Changed settings' },
    auditTargets: { settings: { name: 'Platform settings' } },
  });

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
}
