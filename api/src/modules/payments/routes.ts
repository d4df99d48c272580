import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { paymentNames } from './audit-names.js';
import { notFound } from '../../lib/http-error.js';
import { ok } from '../../wire/envelope.js';
import { requestTimeZone } from '../../time/time-zone.js';
import { validateRefund } from './refund-rules.js';
import { listPaymentsSchema, refundSchema } from './schemas.js';
import { listPayments, paymentList, refundPayment } from './service.js';
import { paymentTotals } from './totals.js';
import { exportableListRoute } from '../../lib/exportable-list-route.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { badRequest } from '../../lib/http-error.js';
import { isUuid } from '../../wire/uuid.js';

/** `totals`: 1 / true asks for the filtered range's totals with the page. */
function withTotals(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw badRequest('totals must be 1 or 0');
}

/** GET /user/payments and POST /payments/refund/{paymentId}. */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    savedViewLists: ['payments'],
    liveTopics: { payments: 'payments.view' },
    auditActions: { 'payment.refund': 'Refunded payment', 'payment.export': 'Exported payments' },
    auditTargets: { payment: { name: paymentNames } },
  });
  // Refunds a crash left under way are settled by the background work (plugins/background.ts).
  const desk = app.refundDesk;

  exportableListRoute(app, '/user/payments', {
    permission: 'payments.view',
    exportPermission: 'payments.export',
    schema: listPaymentsSchema,
    definition: (request) => paymentList(app, requestTimeZone(request)),
    page: async (payments, list, request) => {
      if (!withTotals(request.query.totals)) return listPayments(app, payments, list);
      // The totals count exactly the list's matches: the page takes its count from them.
      const totals = paymentTotals(app, list, requestTimeZone(request));
      totals.catch(() => undefined); // its failure is thrown below, once the page is awaited
      const page = await listPayments(app, payments, list, () => totals.then((sums) => sums.count));
      return { ...page, totals: await totals };
    },
  });

  app.post(
    '/payments/refund/:paymentId',
    {
      config: { permission: 'payments.refund', freshProof: 'above the policy’s refund amount' },
      schema: refundSchema,
    },
    async (request) => {
      const refund = validateRefund(request.body ?? {});
      if (!isUuid(request.params.paymentId)) throw notFound('Payment not found');
      const answer = await refundPayment(app, request, desk, request.params.paymentId.toLowerCase(), refund);
      return ok(answer, 'Refund Success');
    },
  );
}
