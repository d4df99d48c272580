import type { FastifyInstance } from 'fastify';
import { parseListQuery } from '../../lists/index.js';
import { clinicDoctorListSpec, clinicDoctors } from '../doctors/index.js';
import { countedList, listQuery, loose, looseOrNull } from '../../wire/response-shapes.js';
import { fetchClinic } from './service.js';
import { getByUid, typedRoutes } from '../../wire/typed-routes.js';

export async function clinicRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  getByUid(
    app,
    '/clinics/:uid',
    {
      permission: 'clinics.view',
      tags: ['clinics'],
      summary: 'A clinic with locations, revenue, Stripe account and bank',
      data: loose({
        clinic_details: loose(),
        revenue: loose(),
        userStripe: looseOrNull(),
        stripeBank: looseOrNull(),
      }),
    },
    (uid) => fetchClinic(app, uid),
  );

  getByUid(
    app,
    '/doctor/clinics/:uid',
    {
      permission: 'clinics.view',
      tags: ['clinics'],
      summary: "A clinic's doctors (populate, offset, limit)",
      querystring: listQuery,
      data: countedList('doctors'),
    },
    (uid, query) => clinicDoctors(app, uid, parseListQuery(query, clinicDoctorListSpec)),
  );
}
