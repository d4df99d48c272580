import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { ok } from '../../wire/envelope.js';
import { parseListQuery } from '../../lists/index.js';
import { clearFeedSchema, listFeedSchema } from './schemas.js';
import { clearFeed, feedListSpec, listFeed } from './service.js';
import { typedRoutes } from '../../wire/typed-routes.js';

/** GET /notificationLog (the feed) and PUT /notificationLog/dummy (Clear All). */
export async function notificationFeedRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    liveTopics: { notifications: 'notifications.view' },
    auditActions: { 'notification_feed.clear': 'Cleared notifications' },
    auditTargets: { notification_feed: { name: 'Notifications' } },
  });

  app.get(
    '/notificationLog',
    { config: { permission: 'notifications.view' }, schema: listFeedSchema },
    async (request) => {
      return ok(await listFeed(app, parseListQuery(request.query, feedListSpec)));
    },
  );

  // The path clients have always called: "dummy" stands for "every entry".
  app.put(
    '/notificationLog/dummy',
    { config: { permission: 'notifications.clear' }, schema: clearFeedSchema },
    async (request) => {
      const answer = await clearFeed(app, request);
      return ok(answer, answer.cleared ? 'Notifications cleared' : 'There were no notifications to clear');
    },
  );
}
