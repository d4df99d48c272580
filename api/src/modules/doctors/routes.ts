import type { FastifyInstance } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../plugins/envelope.js';
import { findUserOr404 } from '../patients/people-lookup.js';
import { personAppointments, personAppointmentsSpec } from '../patients/person-appointments.js';
import { countedList, listQuery, loose, looseList, looseOrNull, uidParams } from '../patients/schemas.js';
import {
  doctorAvailability,
  doctorNotificationList,
  doctorReviews,
  doctorSubscription,
  listDoctors,
  notificationListSpec,
} from './service.js';
import { fetchDoctor } from './doctor-detail.js';
import { exportDoctors } from './export.js';
import { doctorListSpec } from './list-spec.js';
import { exportableListQuerystring, wantsCsv } from '../../lib/list-export.js';
import { parseListQuery } from '../../lists/index.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
type ByUid = { Params: { uid: string } };

export async function doctorRoutes(app: FastifyInstance) {
  app.get(
    '/doctor',
    {
      schema: {
        tags: ['doctors'],
        summary: 'Doctors: search by name, e-mail, NPI or phone; filters; sort; page',
        description:
          'With `format=csv` or `Accept: text/csv`: every matching doctor as CSV (text/csv), written to the audit log.',
        querystring: exportableListQuerystring,
        response: {
          200: envelopeSchema(
            loose({
              doctors: looseList,
              specialities: looseList,
              count: { type: 'integer' },
              limit: { type: 'integer' },
            }),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      if (wantsCsv(request))
        return exportDoctors(app, request, reply, parseListQuery(request.query, doctorListSpec));
      return ok(await listDoctors(app, parseListQuery(request.query, doctorListSpec)));
    },
  );

  app.get<ByUid>(
    '/doctor/fetch/:uid',
    {
      schema: {
        tags: ['doctors'],
        summary: 'A doctor with every detail part',
        params: uidParams,
        response: { 200: envelopeSchema(loose({ doctor: loose() })), ...errors },
      },
    },
    async (request) => ok(await fetchDoctor(app, request.params.uid)),
  );

  app.get<ByUid>(
    '/doctor-availability/:uid',
    {
      schema: {
        tags: ['doctors'],
        summary: "A doctor's weekly availability, MON to SUN",
        params: uidParams,
        response: { 200: envelopeSchema(loose({ availability: looseList })), ...errors },
      },
    },
    async (request) => ok(await doctorAvailability(app, request.params.uid)),
  );

  app.get<ByUid>(
    '/user/reviews/:uid',
    {
      schema: {
        tags: ['doctors'],
        summary: "A doctor's reviews, newest first",
        params: uidParams,
        response: { 200: envelopeSchema(loose({ reviews: looseList })), ...errors },
      },
    },
    async (request) => ok(await doctorReviews(app, request.params.uid)),
  );

  app.get<ByUid>(
    '/user/:uid/notifications',
    {
      schema: {
        tags: ['doctors'],
        summary: "A doctor's notifications (sort)",
        params: uidParams,
        querystring: listQuery,
        response: { 200: envelopeSchema(loose({ notifications: looseList })), ...errors },
      },
    },
    async (request) =>
      ok(
        await doctorNotificationList(
          app,
          request.params.uid,
          parseListQuery(request.query, notificationListSpec),
        ),
      ),
  );

  app.get<ByUid>(
    '/user/doctors/subscription/:uid',
    {
      schema: {
        tags: ['doctors'],
        summary: "A doctor's sponsorship subscription and its records",
        params: uidParams,
        response: {
          200: envelopeSchema(loose({ subscription: looseOrNull(), records: looseList })),
          ...errors,
        },
      },
    },
    async (request) => ok(await doctorSubscription(app, request.params.uid)),
  );

  app.get<ByUid>(
    '/user/appointments/doctors/:uid',
    {
      schema: {
        tags: ['doctors'],
        summary: "A doctor's appointments, 10 a page; patients masked",
        params: uidParams,
        querystring: listQuery,
        response: { 200: envelopeSchema(countedList('appointments')), ...errors },
      },
    },
    async (request) => {
      const doctor = await findUserOr404(app.db, request.params.uid, ['doctor']);
      const list = parseListQuery(request.query, personAppointmentsSpec);
      return ok(await personAppointments(app, { by: 'doctor', userId: doctor.id }, list));
    },
  );
}
