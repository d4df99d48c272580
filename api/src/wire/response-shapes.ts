// JSON schemas shared by the endpoints (request validation and the OpenAPI document): list pages
// and uid parameters. The rows and objects inside answers are built with exact-shapes.ts.
import { listQuerystringSchema } from '../lists/index.js';
import { arrayOf, exact, integer, type JsonSchema, orNull } from './exact-shapes.js';

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
  row: JsonSchema,
  extra: Record<string, JsonSchema> = {},
  requiredExtra: string[] = [],
) =>
  exact(
    { [key]: arrayOf(row), count: integer, limit: integer, ...extra },
    { optional: Object.keys(extra).filter((name) => !requiredExtra.includes(name)) },
  );

/** A work item's assignee (work queues): the administrator answering or reviewing it, or null. */
export const assigneeShape = {
  ...orNull(exact({ uid: { type: 'string', format: 'uuid' }, full_name: { type: 'string' } })),
  description: 'The administrator it is assigned to, or null',
};
