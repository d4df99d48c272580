import type { FastifyInstance } from 'fastify';
import { ok } from '../../wire/envelope.js';
import { meSchema } from './schemas.js';
import { sessionUser } from '../auth/index.js';
import { typedRoutes } from '../../wire/typed-routes.js';

export async function usersRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  app.get(
    '/user/me',
    { config: { permission: 'account.self', duringEnrolment: true }, schema: meSchema },
    async (request) => {
      return ok({ user: sessionUser(request.admin!) });
    },
  );
}
