import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type AnswerOf, type JsonSchema, textEnum } from './exact-shapes.js';
import { envelopeSchema, ok, readErrorSchemas } from './envelope.js';
import { uidParams } from './response-shapes.js';
import type { Permission } from '../lib/permissions.js';

/**
 * The app as route modules use it: `request.body`, `query`, `params` and `headers` take their
 * types from the route's schema (TypeBox or a plain `as const` JSON schema), so no handler casts.
 */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

export type TypedApp = ReturnType<typeof typedRoutes>;

/** A string limited to `values`, written as `{ type: 'string', enum }` as the OpenAPI document shows it. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
) {
  return textEnum(values, options.description);
}

export interface ByUidRoute<D extends JsonSchema = JsonSchema> {
  /** The permission the call needs (lib/permissions.ts). */
  permission: Permission;
  tags: string[];
  summary: string;
  /** The query string it takes, if any (a list's paging). */
  querystring?: Record<string, unknown>;
  /** The schema of the answer's `data`: what `read` resolves to must be what it admits (tsc checks). */
  data: D;
  /** 'replica': a list that decides nothing, read from the read replica when there is one. */
  reads?: 'replica';
}

/** GET `path` (ending in `:uid`): `read` answers for the record with that uid, in the envelope. */
export function getByUid<const D extends JsonSchema>(
  app: TypedApp,
  path: string,
  { data, permission, reads, ...schema }: ByUidRoute<D>,
  read: (uid: string, query: unknown) => Promise<AnswerOf<D>>,
) {
  app.get(
    path,
    {
      config: { permission, ...(reads ? { reads } : {}) },
      schema: { ...schema, params: uidParams, response: { 200: envelopeSchema(data), ...readErrorSchemas } },
    },
    async (request) => ok(await read(request.params.uid, request.query)),
  );
}
