// JSON schemas of the people endpoints (request validation and the OpenAPI document). Response
// objects list their main keys and allow the rest, so serialisation never drops a field.
import { listQuerystringSchema } from '../../lists/index.js';

export const loose = (properties: Record<string, unknown> = {}) =>
  ({ type: 'object', properties, additionalProperties: true }) as const;

export const looseList = { type: 'array', items: loose() } as const;

export const uidParams = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', maxLength: 64 } },
} as const;

export const listQuery = listQuerystringSchema;

export const countedList = (key: string) =>
  loose({ [key]: looseList, count: { type: 'integer' }, limit: { type: 'integer' } });

/** An object that may be null (an absent subscription, bank or Stripe account). */
export const looseOrNull = (properties: Record<string, unknown> = {}) =>
  ({ type: ['object', 'null'], properties, additionalProperties: true }) as const;
