import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.js';
import { parseListQuery } from '../../lists/index.js';
import { clearFeedSchema, listFeedSchema } from './schemas.js';
import { feedListSpec, NotificationFeedService } from './service.js';

/** GET /notificationLog and PUT /notificationLog/dummy (spec section 7). */
export async function notificationFeedRoutes(app: FastifyInstance) {
  const service = new NotificationFeedService(app);

  app.get('/notificationLog', { schema: listFeedSchema }, async (request) => {
    return ok(await service.list(parseListQuery(request.query, feedListSpec)));
  });

  // The spec's path: "dummy" stands for "every entry".
  app.put('/notificationLog/dummy', { schema: clearFeedSchema }, async (request) => {
    const answer = await service.clearAll(request);
    return ok(answer, answer.cleared ? 'Notifications cleared' : 'There were no notifications to clear');
  });
}
