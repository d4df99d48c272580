import type { FastifyInstance } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../plugins/envelope.js';
import { parseListQuery } from '../../lists/index.js';
import { clinicDoctorListSpec, clinicDoctors } from '../doctors/service.js';
import { countedList, listQuery, loose, looseOrNull, uidParams } from '../patients/schemas.js';
import { fetchClinic } from './service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export async function clinicRoutes(app: FastifyInstance) {
  app.get<{ Params: { uid: string } }>(
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

  app.get<{ Params: { uid: string } }>(
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
    async (request) =>
      ok(await clinicDoctors(app, request.params.uid, parseListQuery(request.query, clinicDoctorListSpec))),
  );
}
