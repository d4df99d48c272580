import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../lib/permissions.js';
import { declareModule } from '../../plugins/registry.js';
import { ok } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { myWork, queueCounts } from './my-work.js';
import { QUEUE, QUEUES } from './queues.js';
import {
  assignableSchema,
  assignSchema,
  myWorkCountSchema,
  myWorkSchema,
  readAssignmentSchema,
} from './schemas.js';
import { assign, assignableAdmins, readAssignment } from './service.js';

/** Who may see an item's assignment: whoever reads the item. */
const VIEW: Record<(typeof QUEUES)[number], Permission> = {
  enquiries: 'enquiries.view',
  doctors: 'doctors.view',
  'suggested-specialties': 'catalog.view',
  'suggested-services': 'catalog.view',
};

/**
 * Work queues: per queue, GET and PUT /assignments/<queue>/{key} (who has the item; assign or
 * unassign it) and GET /assignments/<queue>/assignable; GET /my-work and /my-work/count.
 */
export async function assignmentRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    auditActions: {
      'assignment.assign': 'Assigned a work item',
      'assignment.unassign': 'Unassigned a work item',
    },
  });

  for (const name of QUEUES) {
    const queue = QUEUE[name];
    app.get(
      `/assignments/${name}/assignable`,
      { config: { permission: VIEW[name] }, schema: assignableSchema(queue.noun) },
      async () => ok({ admins: await assignableAdmins(app, queue) }),
    );
    app.get(
      `/assignments/${name}/:key`,
      { config: { permission: VIEW[name] }, schema: readAssignmentSchema(queue.noun) },
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
