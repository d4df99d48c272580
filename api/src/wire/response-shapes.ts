// JSON schemas shared by the endpoints (request validation and the OpenAPI document): list pages,
// uid parameters, and the open (`loose`) objects the people list calls still answer, which list
// their main keys and allow the rest. Exact answers are built with exact-shapes.ts.
import { listQuerystringSchema } from '../lists/index.js';

export const loose = (properties: Record<string, unknown> = {}) =>
  ({ type: 'object', properties, additionalProperties: true }) as const;

export const looseList = { type: 'array', items: loose() } as const;

export const uidParams = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', maxLength: 64 } },
} as const;

export const listQuery = listQuerystringSchema;

/**
 * The data of a list answer: the page's rows under `key`, the count of every match and the page
 * size (always there), then any `extra` fields (those named in `requiredExtra` always there too).
 */
export const listPage = (
  key: string,
  row: object,
  extra: Record<string, unknown> = {},
  requiredExtra: string[] = [],
) =>
  ({
    type: 'object',
    required: [key, 'count', 'limit', ...requiredExtra],
    properties: {
      [key]: { type: 'array', items: row },
      count: { type: 'integer' },
      limit: { type: 'integer' },
      ...extra,
    },
  }) as const;

/** A list answer whose rows, like the answer, may carry more fields than they name. */
export const countedList = (key: string) =>
  ({ ...listPage(key, loose()), additionalProperties: true }) as const;

/** An object that may be null (an absent subscription, bank or Stripe account). */
export const looseOrNull = (properties: Record<string, unknown> = {}) =>
  ({ type: ['object', 'null'], properties, additionalProperties: true }) as const;
