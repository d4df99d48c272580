import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { enquiryNames } from './audit-names.js';
import { badRequest } from '../../lib/http-error.js';
import { ok } from '../../wire/envelope.js';
import {
  bulkEnquiryStatusSchema,
  EMPTY_REPLY_MESSAGE,
  getEnquirySchema,
  listEnquiriesSchema,
  REPLY_MAX,
  updateEnquirySchema,
} from './schemas.js';
import { exportableListRoute } from '../../lib/exportable-list-route.js';
import { requestTimeZone } from '../../time/time-zone.js';
import {
  enquiryList,
  listEnquiries,
  sharedUnreadCount,
  openEnquiry,
  parseDetailPopulate,
  parseEnquiryId,
  replyToEnquiry,
  setEnquiryStatus,
  setEnquiryStatuses,
} from './service.js';
import { batchMessage } from '../../lib/batch.js';
import { typedRoutes } from '../../wire/typed-routes.js';

/** GET /enquiry, GET /enquiry/{id}, PUT /enquiry/{id} (status, or a reply), POST /enquiry/bulk. */
export async function enquiryRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    savedViewLists: ['enquiries'],
    liveTopics: { enquiries: 'enquiries.view' },
    auditActions: {
      'enquiry.reply': 'Replied to enquiry',
      'enquiry.complete': 'Marked enquiry done',
      'enquiry.reopen': 'Reopened enquiry',
      'enquiry.export': 'Exported enquiries',
    },
    auditTargets: { enquiry: { name: enquiryNames } },
  });

  const unreadCount = sharedUnreadCount(fastify);
  exportableListRoute(app, '/enquiry', {
    permission: 'enquiries.view',
    exportPermission: 'enquiries.export',
    schema: listEnquiriesSchema,
    definition: (request) => enquiryList(app, requestTimeZone(request)),
    page: (enquiries, list) => listEnquiries(app, enquiries, list, unreadCount),
  });

  app.get(
    '/enquiry/:id',
    { config: { permission: 'enquiries.view' }, schema: getEnquirySchema },
    async (request) => {
      const id = parseEnquiryId(request.params.id);
      const populate = parseDetailPopulate(request.query.populate);
      return ok({ enquiry: await openEnquiry(app, request, id, populate) });
    },
  );

  app.put(
    '/enquiry/:id',
    { config: { permission: 'enquiries.reply' }, schema: updateEnquirySchema },
    async (request) => {
      const id = parseEnquiryId(request.params.id);
      const body = request.body ?? {};
      if (body.status !== undefined && body.notes !== undefined)
        throw badRequest('Send either a status or a note, not both');
      if (body.status !== undefined) {
        return ok({ enquiry: await setEnquiryStatus(app, request, id, body.status) }, 'Status Updated');
      }
      const note = body.notes?.trim() ?? '';
      if (!note) throw badRequest(EMPTY_REPLY_MESSAGE);
      if (note.length > REPLY_MAX) throw badRequest(`A reply can have at most ${REPLY_MAX} characters`);
      const answer = await replyToEnquiry(app, request, id, note);
      return ok(answer, answer.mail_sent ? 'Reply sent' : 'Reply saved, but it could not be e-mailed');
    },
  );

  app.post(
    '/enquiry/bulk',
    { config: { permission: 'enquiries.reply' }, schema: bulkEnquiryStatusSchema },
    async (request) => {
      const result = await setEnquiryStatuses(app, request, request.body.ids, request.body.status as 0 | 1);
      return ok(result, batchMessage(result));
    },
  );
}
