import type { FastifyInstance } from 'fastify';
import { ok } from '../../wire/envelope.js';
import { dashboardSchema } from './schemas.js';
import { dashboard, dashboardFigures } from './service.js';
import { typedRoutes } from '../../wire/typed-routes.js';

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const figures = dashboardFigures(fastify);

  app.get(
    '/user/dashboard',
    { config: { permission: 'dashboard.view', reads: 'replica' }, schema: dashboardSchema },
    async () => ok(await dashboard(figures)),
  );
}
