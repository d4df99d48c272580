import type { FastifySchema } from 'fastify';
import { errorEnvelopeSchema } from '../wire/envelope.js';

// What every operation of the OpenAPI document carries, derived in one place from the route's method,
// path and config, so the route files (and whoever edits them) need not repeat it. Only the document
// changes: the routes' own validation and serialization never see these additions.

/** A route's schema, with the OpenAPI fields @fastify/swagger adds to it (operationId, tags, security...). */
export type RouteSchema = FastifySchema;

const API_PREFIX = /^\/api(?=\/|$)/;

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1);

/**
 * A stable operationId from the method and the path: `GET /api/doctor/fetch/{uid}` is
 * `getDoctorFetchByUid`, `PUT /api/user/doctor/{uid}/sponsored/` is `putUserDoctorByUidSponsored`.
 * The same call keeps its id for as long as its method and path stay; two calls cannot share one
 * (Fastify refuses two routes with one method and path).
 */
export function operationIdFor(method: string, url: string): string {
  const segments = url
    .replace(API_PREFIX, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[{:](\w+)\}?$/.exec(segment);
      return param ? [`By${capitalized(param[1])}`] : words(segment).map(capitalized);
    });
  return `${method.toLowerCase()}${segments.join('')}`;
}

/** The tag of an untagged route: its first path segment under /api (`/api/enquiry/{id}` → `enquiry`). */
export function tagFor(url: string): string {
  return url.replace(API_PREFIX, '').split('/').find(Boolean) ?? 'api';
}

/** The error envelope as the document describes it: all three fields are always there. */
const documentedErrorEnvelope = { ...errorEnvelopeSchema, required: ['status', 'message', 'data'] };
const errorAnswer = (description: string) => ({ description, ...documentedErrorEnvelope });

/**
 * The 4xx answers a route can give whatever its own code does, each in the error envelope
 * `{status, message, data: null}`: 400 when it validates input, 401 and 403 (a permission the
 * admin's role lacks) when it needs a session, 404
 * when its path names a record. A route's own description of a status is kept.
 */
export function clientErrorsFor(
  schema: RouteSchema,
  { isPublic, hasPathParams }: { isPublic: boolean; hasPathParams: boolean },
) {
  const errors: Record<string, unknown> = {};
  if (schema.params || schema.querystring || schema.body || schema.headers || hasPathParams)
    errors[400] = errorAnswer('Bad input: the message says which field and why');
  if (!isPublic) {
    errors[401] = errorAnswer('No session, or an expired one: sign in again');
    errors[403] = errorAnswer("The admin's role lacks the permission this call needs (x-permission)");
  }
  if (hasPathParams) errors[404] = errorAnswer('No record with that id');
  return errors;
}

/** A route's own error answers, marked as always carrying status, message and data (the errors plugin sends all three). */
function withRequiredEnvelope(response: Record<string, unknown> | undefined) {
  if (!response) return {};
  return Object.fromEntries(
    Object.entries(response).map(([code, schema]) => {
      const answer = schema as { properties?: Record<string, unknown>; required?: string[] };
      const isErrorEnvelope =
        Number(code) >= 400 &&
        answer?.properties?.message !== undefined &&
        answer.properties.data !== undefined;
      return [
        code,
        isErrorEnvelope && !answer.required?.length
          ? { ...answer, required: documentedErrorEnvelope.required }
          : schema,
      ];
    }),
  );
}

/**
 * The route's schema as the document shows it: operationId, tag, 4xx answers, the permission it
 * needs (`x-permission`, and `x-export-permission` for its CSV), when it asks for a fresh
 * second-factor proof (`x-fresh-proof`) and, when public, no security.
 */
export function documentedSchema(
  schema: RouteSchema | undefined,
  route: {
    method: string | string[];
    url: string;
    config?: { public?: boolean; permission?: string; exportPermission?: string; freshProof?: string };
  },
): RouteSchema {
  const base = schema ?? {};
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const isPublic = route.config?.public === true;
  const hasPathParams = /[{:]\w/.test(route.url);
  return {
    ...base,
    operationId: base.operationId ?? operationIdFor(method, route.url),
    tags: base.tags?.length ? base.tags : [tagFor(route.url)],
    response: {
      ...clientErrorsFor(base, { isPublic, hasPathParams }),
      ...withRequiredEnvelope(base.response as Record<string, unknown> | undefined),
    },
    ...(isPublic && base.security === undefined ? { security: [] } : {}),
    ...(route.config?.permission ? { 'x-permission': route.config.permission } : {}),
    ...(route.config?.exportPermission ? { 'x-export-permission': route.config.exportPermission } : {}),
    ...(route.config?.freshProof ? { 'x-fresh-proof': route.config.freshProof } : {}),
  };
}
