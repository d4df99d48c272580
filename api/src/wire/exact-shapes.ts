// Builders of exact response schemas: every field an answer carries is named, typed and (unless
// said otherwise) required. The serializer writes only the fields a schema names, and the OpenAPI
// document (and the front end's generated types, shared/src/contracts/api.generated.ts) reads the
// same schemas, so what is declared here is the whole answer. Each builder also carries the answer's
// TypeScript type (`AnswerOf`): a route's response schema types what its handler may return, so a
// handler answering a field the schema does not name, or missing one it promises, fails `tsc`.
import { type Static, type TSchema, type TUnsafe, Type } from 'typebox';

export type JsonSchema = Record<string, unknown>;

/** What a value of a JSON type is in TypeScript; an instant may still be a Date (the serializer writes it). */
type ValueOfType<T, S> = T extends 'string'
  ? S extends { format: 'date-time' }
    ? string | Date
    : string
  : T extends 'integer' | 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? S extends { items: infer I }
            ? AnswerOf<I>[]
            : unknown[]
          : T extends 'object'
            ? object
            : unknown;

/** The TypeScript type of what `schema` admits: a builder's, a field constant's, or a TypeBox type's. */
export type AnswerOf<S> = S extends TSchema & { '~unsafe': unknown }
  ? Static<S>
  : S extends { enum: readonly (infer E)[] }
    ? E
    : S extends { type: infer T }
      ? T extends readonly (infer U)[]
        ? ValueOfType<U, S>
        : ValueOfType<T, S>
      : unknown;

/** A schema (`JsonSchema` as written) that carries the TypeScript type of what it admits. */
export type Typed<T> = TUnsafe<T> & JsonSchema;

const typed = <T>(schema: JsonSchema) => Type.Unsafe<T>(schema as TSchema) as Typed<T>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The object `exact(properties, { optional })` admits. */
export type ExactAnswer<P, O extends PropertyKey> = Simplify<
  { [K in Exclude<keyof P, O>]: AnswerOf<P[K]> } & { [K in Extract<keyof P, O>]?: AnswerOf<P[K]> }
>;

/**
 * An object with exactly these fields. Each is required (always present, perhaps null) but those in
 * `optional`, which only some answers carry ('all': none is promised).
 */
export function exact<const P extends Record<string, JsonSchema>>(
  properties: P,
  options: { optional: 'all'; description?: string },
): Typed<ExactAnswer<P, keyof P>>;
export function exact<const P extends Record<string, JsonSchema>, const O extends string = never>(
  properties: P,
  options?: { optional?: readonly O[]; description?: string },
): Typed<ExactAnswer<P, O>>;
export function exact(
  properties: Record<string, JsonSchema>,
  options: { optional?: readonly string[] | 'all'; description?: string } = {},
): JsonSchema {
  const optional = options.optional === 'all' ? Object.keys(properties) : (options.optional ?? []);
  const unknown = optional.filter((name) => !(name in properties));
  if (unknown.length) throw new Error(`optional fields not in the schema: ${unknown.join(', ')}`);
  const required = Object.keys(properties).filter((name) => !optional.includes(name));
  return typed({
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    // An empty list is left out: OpenAPI 3.0 (JSON Schema draft 4) wants at least one name in it.
    ...(required.length ? { required } : {}),
    properties,
    additionalProperties: false,
  });
}

/** The same schema, or null (`type` widened with 'null'). */
export function orNull<S extends JsonSchema>(schema: S): Typed<AnswerOf<S> | null> {
  const type = schema.type;
  if (typeof type !== 'string') throw new Error('orNull needs a schema with one type');
  return typed({ ...schema, type: [type, 'null'] });
}

export const arrayOf = <S extends JsonSchema>(items: S, description?: string): Typed<AnswerOf<S>[]> =>
  typed({
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
export const textEnum = <const V extends readonly string[]>(
  values: V,
  description?: string,
): Typed<V[number]> =>
  typed({
    type: 'string',
    enum: values,
    ...(description ? { description } : {}),
  });
