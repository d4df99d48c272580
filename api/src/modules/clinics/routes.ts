import type { FastifyInstance } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../wire/envelope.js';
import { clinicDoctors } from '../doctors/index.js';
import { countedList, listQuery, loose, looseOrNull, uidParams } from '../../wire/response-shapes.js';
import { fetchClinic } from './service.js';
import { typedRoutes } from '../../wire/typed-routes.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export async function clinicRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  app.get(
    '/clinics/:uid',
    {
      schema: {
        tags: ['clinics'],
        summary: 'A clinic with locations, revenue, Stripe account and bank',
        params: uidParams,
        response: {
          200: envelopeSchema(
            loose({
              clinic_details: loose(),
              revenue: loose(),
              userStripe: looseOrNull(),
              stripeBank: looseOrNull(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ok(await fetchClinic(app, request.params.uid)),
  );

  app.get(
    '/doctor/clinics/:uid',
    {
      schema: {
        tags: ['clinics'],
        summary: "A clinic's doctors (populate, offset, limit)",
        params: uidParams,
        querystring: listQuery,
        response: { 200: envelopeSchema(countedList('doctors')), ...errors },
      },
    },
    async (request) => ok(await clinicDoctors(app, request.params.uid, request.query)),
  );
}
