// Builders of exact response schemas: every field an answer carries is named, typed and (unless
// said otherwise) required. The serializer writes only the fields a schema names, and the OpenAPI
// document (and the front end's generated types, shared/src/contracts/api.generated.ts) reads the
// same schemas, so what is declared here is the whole answer.

export type JsonSchema = Record<string, unknown>;

/**
 * An object with exactly these fields. Each is required (always present, perhaps null) but those in
 * `optional`, which only some answers carry ('all': none is promised).
 */
export function exact(
  properties: Record<string, JsonSchema>,
  options: { optional?: string[] | 'all'; description?: string } = {},
): JsonSchema {
  const optional = options.optional === 'all' ? Object.keys(properties) : (options.optional ?? []);
  const unknown = optional.filter((name) => !(name in properties));
  if (unknown.length) throw new Error(`optional fields not in the schema: ${unknown.join(', ')}`);
  const required = Object.keys(properties).filter((name) => !optional.includes(name));
  return {
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    // An empty list is left out: OpenAPI 3.0 (JSON Schema draft 4) wants at least one name in it.
    ...(required.length ? { required } : {}),
    properties,
    additionalProperties: false,
  };
}

/** The same schema, or null (`type` widened with 'null'). */
export function orNull(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  if (typeof type !== 'string') throw new Error('orNull needs a schema with one type');
  return { ...schema, type: [type, 'null'] };
}

export const arrayOf = (items: JsonSchema, description?: string): JsonSchema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});

export const text = { type: 'string' } as const;
export const textOrNull = { type: ['string', 'null'] } as const;
export const integer = { type: 'integer' } as const;
export const bool = { type: 'boolean' } as const;
export const uid = { type: 'string', format: 'uuid' } as const;
export const instant = { type: 'string', format: 'date-time' } as const;
export const instantOrNull = { type: ['string', 'null'], format: 'date-time' } as const;
export const dayOrNull = { type: ['string', 'null'], format: 'date', description: 'yyyy-MM-dd' } as const;
export const dollars = { type: 'string', description: 'Dollars with two decimals' } as const;
export const dollarsOrNull = { type: ['string', 'null'], description: 'Dollars with two decimals' } as const;

/** A string limited to `values`. */
export const textEnum = (values: readonly string[], description?: string): JsonSchema => ({
  type: 'string',
  enum: values,
  ...(description ? { description } : {}),
});
