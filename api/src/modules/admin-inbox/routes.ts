import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { ok } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { inboxSchema, markReadSchema, preferencesSchema, teammatesSchema, unreadSchema } from './schemas.js';
import { activeTeammates, markRead, readInbox, setEmailPreference, unreadCount } from './service.js';

/**
 * The administrators' own inbox (the top bar's bell): mentions and assignments made by others.
 * Separate from the doctors' notification feed. Every call is on the signed-in admin's own entries.
 */
export async function adminInboxRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  // The topic carries no data: each open bell reads its own count again.
  declareModule(app, { liveTopics: { 'admin-inbox': 'account.self' } });

  app.get('/admin-inbox', { config: { permission: 'account.self' }, schema: inboxSchema }, async (request) =>
    ok(await readInbox(app, request.admin!.id, request.query.limit ?? 30)),
  );
  app.get(
    '/admin-inbox/teammates',
    { config: { permission: 'account.self' }, schema: teammatesSchema },
    async () => ok({ admins: await activeTeammates(app) }),
  );
  app.get(
    '/admin-inbox/unread',
    { config: { permission: 'account.self', passive: true }, schema: unreadSchema },
    async (request) => ok({ unread: await unreadCount(app, request.admin!.id) }),
  );
  app.post(
    '/admin-inbox/read',
    { config: { permission: 'account.self' }, schema: markReadSchema },
    async (request) => ok(await markRead(app, request.admin!.id, request.body?.uids)),
  );
  app.put(
    '/admin-inbox/preferences',
    { config: { permission: 'account.self' }, schema: preferencesSchema },
    async (request) => ok(await setEmailPreference(app, request.admin!.id, request.body.notify_by_email)),
  );
}
