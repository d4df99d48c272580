import { exact, integer, type JsonSchema, text } from './exact-shapes.js';

/** The answer every API route gives: `{ status, message, data }`; an error's data is null. */
export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
  errors?: unknown;
}

export function ok<T>(data: T, message = 'Success', status = 200): Envelope<T> {
  return { status, message, data };
}

export function failure(status: number, message: string, errors?: unknown): Envelope<null> {
  return errors === undefined ? { status, message, data: null } : { status, message, data: null, errors };
}

/** JSON schema of an envelope around `data`, for route `response` schemas and the OpenAPI document. */
export function envelopeSchema<const D extends JsonSchema>(data: D) {
  return exact({ status: integer, message: text, data });
}

/**
 * An error's envelope; `errors` is whatever the failure carries (free-form). No field is required
 * here; the OpenAPI document marks status, message and data as always there (lib/openapi-operations.ts).
 */
export const errorEnvelopeSchema = exact(
  { status: integer, message: text, data: { type: 'null' }, errors: {} },
  { optional: 'all' },
);

/** The error answers of a read by id: bad input, no session, no such record. */
export const readErrorSchemas = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
} as const;
