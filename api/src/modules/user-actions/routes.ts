import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../wire/envelope.js';
import { loose, uidParams } from '../../wire/response-shapes.js';
import {
  BROADCAST_MAX,
  broadcast,
  changeDoctorPassword,
  reviewUser,
  runUserAction,
  setSponsored,
} from './service.js';
import { StringEnum, typedRoutes } from '../../wire/typed-routes.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const userAnswer = envelopeSchema(loose({ user: loose() }));

export async function userActionRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  app.put(
    '/user/action/:uid',
    {
      schema: {
        tags: ['users'],
        summary: "Block, unblock or delete a doctor, patient or clinic (the admin's password re-entered)",
        params: uidParams,
        body: Type.Object({
          action: StringEnum(['block', 'unblock', 'delete']),
          password: Type.Optional(Type.String({ maxLength: 1024 })),
        }),
        response: { 200: userAnswer, ...errors },
      },
    },
    async (request) => {
      const { action, password } = request.body;
      const result = await runUserAction(app, request, request.params.uid, action, password);
      const deletedClinic = action === 'delete' && result.role === 'clinic';
      return ok({ user: result.user }, deletedClinic ? 'Clinic successfully deleted' : 'Status Updated');
    },
  );

  app.put(
    '/user/change-password/:uid',
    {
      schema: {
        tags: ['users'],
        summary: "Set a doctor's password; the doctor receives it by e-mail",
        params: uidParams,
        body: Type.Object({ password: Type.String({ maxLength: 1024 }) }),
        response: { 200: envelopeSchema(loose()), ...errors },
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
      schema: {
        tags: ['users'],
        summary: 'Mark (1) or unmark (0) a doctor as sponsored; only for an active profile',
        params: uidParams,
        body: Type.Object({ key: StringEnum(['0', '1']) }),
        response: { 200: userAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await setSponsored(app, request, request.params.uid, request.body.key), 'Status Updated'),
  );

  app.post(
    '/user/:uid/broadcast',
    {
      schema: {
        tags: ['users'],
        summary: 'A broadcast message to a doctor (1 to 255 characters)',
        params: uidParams,
        body: Type.Object({ description: Type.String({ maxLength: BROADCAST_MAX * 4 }) }),
        response: { 200: envelopeSchema(loose({ notification: loose() })), ...errors },
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
      schema: {
        tags: ['users'],
        summary: 'Approve (accept) or reject a pending doctor or clinic',
        params: uidParams,
        body: Type.Object({ action: StringEnum(['accept', 'reject']) }),
        response: { 200: userAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await reviewUser(app, request, request.params.uid, request.body.action), 'Status Updated'),
  );
}
