import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

/**
 * The app as route modules use it: `request.body`, `query`, `params` and `headers` take their
 * types from the route's schema (TypeBox or a plain `as const` JSON schema), so no handler casts.
 */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/** A string limited to `values`, written as `{ type: 'string', enum }` as the OpenAPI document shows it. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: values, ...options });
}
