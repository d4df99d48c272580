import type { FastifyInstance } from 'fastify';
import { permissionsOf } from '../../lib/permissions.js';
import { declareModule } from '../../plugins/registry.js';
import { ok } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { myWork, queueCounts } from './my-work.js';
import { BUILT_IN_QUEUES } from './queues.js';
import {
  assignableSchema,
  assignSchema,
  myWorkCountSchema,
  myWorkSchema,
  readAssignmentSchema,
} from './schemas.js';
import { assign, assignableAdmins, readAssignment } from './service.js';

/**
 * Work queues: per queue, GET and PUT /assignments/<queue>/{key} (who has the item; assign or
 * unassign it) and GET /assignments/<queue>/assignable; GET /my-work and /my-work/count. The queues
 * are this module's and every one a module registered before this one declared (app.ts).
 */
export async function assignmentRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    auditActions: {
      'assignment.assign': 'Assigned a work item',
      'assignment.unassign': 'Unassigned a work item',
    },
    workQueues: BUILT_IN_QUEUES,
  });

  for (const queue of app.registry.take('queues').values()) {
    const name = queue.name;
    app.get(
      `/assignments/${name}/assignable`,
      { config: { permission: queue.view }, schema: assignableSchema(queue.noun) },
      async (request) =>
        ok({
          admins: await assignableAdmins(app, queue),
          can_assign: permissionsOf(request.admin!.role).has(queue.assignPermission),
        }),
    );
    app.get(
      `/assignments/${name}/:key`,
      { config: { permission: queue.view }, schema: readAssignmentSchema(queue.noun) },
      async (request) => ok({ assignment: await readAssignment(app, queue, request.params.key) }),
    );
    app.put(
      `/assignments/${name}/:key`,
      { config: { permission: queue.assignPermission }, schema: assignSchema(queue.noun) },
      async (request) => {
        const { assignment, message } = await assign(app, request, queue, request.params.key, request.body);
        return ok({ assignment }, message);
      },
    );
  }

  app.get('/my-work', { config: { permission: 'account.self' }, schema: myWorkSchema }, async (request) =>
    ok(
      await myWork(app, request.admin!, {
        limit: request.query.limit ?? 25,
        offset: request.query.offset ?? 0,
      }),
    ),
  );
  app.get(
    '/my-work/count',
    { config: { permission: 'account.self', passive: true }, schema: myWorkCountSchema },
    async (request) => {
      const counts = await queueCounts(app, request.admin!);
      return ok({ total: counts.reduce((sum, c) => sum + c.mine + c.unassigned, 0), counts });
    },
  );
}
