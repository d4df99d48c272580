import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { patientTarget, userTarget } from '../../people/target-names.js';
import { Type } from 'typebox';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../wire/envelope.js';
import { uidParams } from '../../wire/response-shapes.js';
import { exact, integer } from '../../wire/exact-shapes.js';
import { broadcastAnswer, passwordChangedAnswer, sponsoredAnswer, userStatusAnswer } from './schemas.js';
import {
  BROADCAST_MAX,
  blockPreview,
  blockUsers,
  broadcast,
  changeDoctorPassword,
  reviewUser,
  reviewUsers,
  runUserAction,
  setSponsored,
} from './service.js';
import { batchMessage } from '../../lib/batch.js';
import { batchAnswer, batchUids } from '../../wire/batch.js';
import { requirePermission } from '../../plugins/permissions.js';
import { StringEnum, typedRoutes } from '../../wire/typed-routes.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

export async function userActionRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    auditActions: {
      'doctor.approve': 'Approved doctor',
      'doctor.reject': 'Rejected doctor',
      'doctor.block': 'Blocked doctor',
      'doctor.unblock': 'Unblocked doctor',
      'doctor.delete': 'Deleted doctor',
      'doctor.sponsored': 'Changed sponsorship',
      'doctor.broadcast': 'Sent a broadcast',
      'doctor.change_password': "Changed doctor's password",
      'patient.block': 'Blocked patient',
      'patient.unblock': 'Unblocked patient',
      'patient.delete': 'Deleted patient',
      'clinic.approve': 'Approved clinic',
      'clinic.reject': 'Rejected clinic',
      'clinic.block': 'Blocked clinic',
      'clinic.unblock': 'Unblocked clinic',
      'clinic.delete': 'Deleted clinic',
    },
    auditTargets: { doctor: userTarget, patient: patientTarget, clinic: userTarget },
  });
  app.put(
    '/user/action/:uid',
    {
      config: { permission: 'users.block' },
      schema: {
        tags: ['users'],
        summary: "Block, unblock or delete a doctor, patient or clinic (the admin's password re-entered)",
        params: uidParams,
        body: Type.Object({
          action: StringEnum(['block', 'unblock', 'delete']),
          password: Type.Optional(Type.String({ maxLength: 1024 })),
        }),
        response: { 200: userStatusAnswer, ...errors },
      },
    },
    async (request) => {
      const { action, password } = request.body;
      // Declared: users.block (block, unblock); deleting needs its own permission too.
      if (action === 'delete') requirePermission(request, 'users.delete');
      const result = await runUserAction(app, request, request.params.uid, action, password);
      const deletedClinic = action === 'delete' && result.role === 'clinic';
      return ok({ user: result.user }, deletedClinic ? 'Clinic successfully deleted' : 'Status Updated');
    },
  );

  app.get(
    '/user/action/:uid/block-preview',
    {
      config: { permission: 'users.block' },
      schema: {
        tags: ['users'],
        summary: 'What blocking a doctor, patient or clinic would do: how many appointments it cancels',
        description:
          "Read before asking for the admin's password. Blocking a doctor cancels their pending and " +
          'ongoing appointments; a patient or clinic answers 0. Nothing is changed.',
        params: uidParams,
        response: {
          200: envelopeSchema(
            exact({
              appointments_to_cancel: {
                ...integer,
                minimum: 0,
                description: 'The pending and ongoing appointments a block would cancel',
              },
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ok(await blockPreview(app, request.params.uid), 'Success'),
  );

  app.put(
    '/user/change-password/:uid',
    {
      config: { permission: 'doctors.password' },
      schema: {
        tags: ['users'],
        summary: "Set a doctor's password; the doctor receives it by e-mail",
        params: uidParams,
        body: Type.Object({ password: Type.String({ maxLength: 1024 }) }),
        response: { 200: passwordChangedAnswer, ...errors },
      },
    },
    async (request) =>
      ok(
        await changeDoctorPassword(app, request, request.params.uid, request.body.password),
        'Password changed successfully',
      ),
  );

  app.put(
    '/user/doctor/:uid/sponsored/',
    {
      config: { permission: 'doctors.sponsor' },
      schema: {
        tags: ['users'],
        summary: 'Mark (1) or unmark (0) a doctor as sponsored; only for an active profile',
        params: uidParams,
        body: Type.Object({ key: StringEnum(['0', '1']) }),
        response: { 200: sponsoredAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await setSponsored(app, request, request.params.uid, request.body.key), 'Status Updated'),
  );

  app.post(
    '/user/:uid/broadcast',
    {
      config: { permission: 'doctors.broadcast' },
      schema: {
        tags: ['users'],
        summary: 'A broadcast message to a doctor (1 to 255 characters)',
        params: uidParams,
        body: Type.Object({ description: Type.String({ maxLength: BROADCAST_MAX * 4 }) }),
        response: { 200: broadcastAnswer, ...errors },
      },
    },
    async (request) => {
      const { name, notification } = await broadcast(
        app,
        request,
        request.params.uid,
        request.body.description,
      );
      return ok({ notification }, `Notification sent to Dr.${name}`);
    },
  );

  app.put(
    '/user/:uid',
    {
      config: { permission: 'doctors.approve' },
      schema: {
        tags: ['users'],
        summary: 'Approve (accept) or reject a pending doctor or clinic',
        params: uidParams,
        body: Type.Object({ action: StringEnum(['accept', 'reject']) }),
        response: { 200: userStatusAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await reviewUser(app, request, request.params.uid, request.body.action), 'Status Updated'),
  );

  app.post(
    '/user/bulk/review',
    {
      config: { permission: 'doctors.approve' },
      schema: {
        tags: ['users'],
        summary: 'Approve (accept) or reject pending doctors and clinics, each as the one-row call would',
        description:
          'One transaction, each item under its own savepoint: a refused item (its reason is the one-row ' +
          "call's message) leaves the others done. HTTP 200 whatever the items' outcomes.",
        body: Type.Object({ action: StringEnum(['accept', 'reject']), uids: batchUids }),
        response: { 200: batchAnswer, ...errors },
      },
    },
    async (request) => {
      const result = await reviewUsers(app, request, request.body.uids, request.body.action);
      return ok(result, batchMessage(result));
    },
  );

  app.post(
    '/user/bulk/block',
    {
      config: { permission: 'users.block' },
      schema: {
        tags: ['users'],
        summary: "Block doctors, patients and clinics (the admin's password re-entered once for the batch)",
        description:
          "A wrong password (403) or none (400) changes nothing. Otherwise each item as the one-row block: a doctor's " +
          'pending and ongoing appointments are cancelled; a refused item leaves the others done. HTTP 200.',
        body: Type.Object({
          uids: batchUids,
          password: Type.Optional(Type.String({ maxLength: 1024 })),
        }),
        response: { 200: batchAnswer, ...errors },
      },
    },
    async (request) => {
      const result = await blockUsers(app, request, request.body.uids, request.body.password);
      return ok(result, batchMessage(result));
    },
  );
}
