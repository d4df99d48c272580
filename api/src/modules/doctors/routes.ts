import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { envelopeSchema, ok, readErrorSchemas } from '../../wire/envelope.js';
import { findUserOr404 } from '../../people/lookup.js';
import { listQuery, uidParams } from '../../wire/response-shapes.js';
import {
  personAppointmentListSchema,
  personAppointments,
  personAppointmentsSpec,
} from '../appointments/index.js';
import {
  availabilitySchema,
  doctorDetailSchema,
  doctorListSchema,
  notificationsSchema,
  reviewsSchema,
  subscriptionSchema,
} from './schemas.js';
import {
  doctorAvailability,
  doctorNotificationList,
  doctorReviews,
  doctorSubscription,
  doctorsList,
  listDoctors,
  sharedFilterChoices,
  notificationListSpec,
} from './service.js';
import { fetchDoctor } from './doctor-detail.js';
import { exportableListRoute } from '../../lib/exportable-list-route.js';
import { exportableListQuerystring } from '../../lib/list-export.js';
import { parseListQuery } from '../../lists/index.js';
import { getByUid, typedRoutes } from '../../wire/typed-routes.js';

export async function doctorRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  // `people` is the users table's topic: it refreshes the doctors', patients' and clinics' screens.
  declareModule(app, {
    savedViewLists: ['doctors'],
    liveTopics: { people: 'doctors.view' },
    auditActions: { 'doctor.export': 'Exported doctors' },
  });
  const filterChoices = sharedFilterChoices(fastify);
  exportableListRoute(app, '/doctor', {
    permission: 'doctors.view',
    exportPermission: 'doctors.export',
    schema: {
      tags: ['doctors'],
      summary: 'Doctors: search by name, e-mail, NPI or phone; filters; sort; page',
      description:
        'With `format=csv` or `Accept: text/csv`: every matching doctor as CSV (text/csv), written to the audit log.',
      querystring: exportableListQuerystring,
      response: {
        200: envelopeSchema(doctorListSchema),
        ...readErrorSchemas,
      },
    },
    definition: () => doctorsList,
    page: (_doctors, list) => listDoctors(app, list, filterChoices),
  });

  getByUid(
    app,
    '/doctor/fetch/:uid',
    {
      permission: 'doctors.view',
      tags: ['doctors'],
      summary: 'A doctor with every detail part',
      data: doctorDetailSchema,
    },
    (uid) => fetchDoctor(app, uid),
  );

  getByUid(
    app,
    '/doctor-availability/:uid',
    {
      permission: 'doctors.view',
      tags: ['doctors'],
      summary: "A doctor's weekly availability, MON to SUN",
      data: availabilitySchema,
    },
    (uid) => doctorAvailability(app, uid),
  );

  getByUid(
    app,
    '/user/reviews/:uid',
    {
      permission: 'doctors.view',
      tags: ['doctors'],
      summary: "A doctor's reviews, newest first",
      data: reviewsSchema,
    },
    (uid) => doctorReviews(app, uid),
  );

  getByUid(
    app,
    '/user/:uid/notifications',
    {
      permission: 'doctors.view',
      tags: ['doctors'],
      summary: "A doctor's notifications (sort)",
      querystring: listQuery,
      data: notificationsSchema,
    },
    (uid, query) => doctorNotificationList(app, uid, parseListQuery(query, notificationListSpec)),
  );

  getByUid(
    app,
    '/user/doctors/subscription/:uid',
    {
      permission: 'doctors.view',
      tags: ['doctors'],
      summary: "A doctor's sponsorship subscription and its records",
      data: subscriptionSchema,
    },
    (uid) => doctorSubscription(app, uid),
  );

  app.get(
    '/user/appointments/doctors/:uid',
    {
      config: { permission: 'doctors.view', reads: 'replica' },
      schema: {
        tags: ['doctors'],
        summary: "A doctor's appointments, 10 a page; patients masked",
        params: uidParams,
        querystring: listQuery,
        response: { 200: envelopeSchema(personAppointmentListSchema), ...readErrorSchemas },
      },
    },
    async (request) => {
      const doctor = await findUserOr404(app.db, request.params.uid, ['doctor']);
      const list = parseListQuery(request.query, personAppointmentsSpec);
      return ok(await personAppointments(app, { by: 'doctor', userId: doctor.id }, list));
    },
  );
}
