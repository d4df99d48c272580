import type { FastifyInstance } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../wire/envelope.js';
import { requestTimeZone } from '../../time/time-zone.js';
import { type MatchKind, parseSearchText, searchEverything } from './service.js';
import { can } from '../../plugins/permissions.js';
import type { Permission } from '../../lib/permissions.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { arrayOf, exact, text, textEnum, textOrNull } from '../../wire/exact-shapes.js';

/** The palette finds only what the admin may open. */
const KIND_PERMISSIONS: Record<MatchKind, Permission> = {
  doctor: 'doctors.view',
  patient: 'patients.view',
  clinic: 'clinics.view',
  appointment: 'appointments.view',
  payment: 'payments.view',
};

const match = exact({
  kind: textEnum(Object.keys(KIND_PERMISSIONS)),
  uid: text,
  label: { ...text, description: "A name (a patient's masked) or an appointment id" },
  detail: textOrNull,
});

const searchSchema = {
  tags: ['search'],
  summary: "The command palette's search: doctors, patients, clinics, appointments and payments at once",
  querystring: {
    type: 'object',
    properties: { q: { type: 'string', description: 'At least 2 characters; shorter text finds nothing' } },
  },
  response: {
    200: envelopeSchema(exact({ matches: arrayOf(match) })),
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
  },
} as const;

/** GET /search (the command palette). */
export async function commandSearchRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  app.get(
    '/search',
    { config: { permission: 'account.self', reads: 'replica' }, schema: searchSchema },
    async (request) => {
      const searchText = parseSearchText(request.query.q);
      const mayOpen = (kind: MatchKind) => can(request, KIND_PERMISSIONS[kind]);
      return ok(
        searchText
          ? await searchEverything(app, searchText, requestTimeZone(request), mayOpen)
          : { matches: [] },
      );
    },
  );
}
