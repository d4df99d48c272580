// JSON schemas shared by the endpoints (request validation and the OpenAPI document): list pages
// and uid parameters. The rows and objects inside answers are built with exact-shapes.ts.
import { listQuerystringSchema } from '../lists/index.js';
import {
  type AnswerOf,
  arrayOf,
  exact,
  integer,
  type JsonSchema,
  orNull,
  type Typed,
} from './exact-shapes.js';

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
export function listPage<
  const K extends string,
  const R extends JsonSchema,
  const E extends Record<string, JsonSchema> = Record<never, never>,
  const Q extends keyof E & string = never,
>(key: K, row: R, extra: E = {} as E, requiredExtra: readonly Q[] = []) {
  const properties = { [key]: arrayOf(row), count: integer, limit: integer, ...extra } as {
    [P in K]: Typed<AnswerOf<R>[]>;
  } & { count: typeof integer; limit: typeof integer } & E;
  return exact(properties, {
    optional: Object.keys(extra).filter(
      (name) => !(requiredExtra as readonly string[]).includes(name),
    ) as Exclude<keyof E & string, Q>[],
  });
}

/** A work item's assignee (work queues): the administrator answering or reviewing it, or null. */
export const assigneeShape = {
  ...orNull(exact({ uid: { type: 'string', format: 'uuid' }, full_name: { type: 'string' } })),
  description: 'The administrator it is assigned to, or null',
};
