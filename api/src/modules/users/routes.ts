import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { ok } from '../../wire/envelope.js';
import { meSchema } from './schemas.js';
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
}
