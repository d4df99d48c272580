import { assigneeShape } from '../../wire/response-shapes.js';
// JSON schemas of the catalog calls, for the OpenAPI document. Bodies are checked in code so each
// rule answers with the message the admin screens show ('Please enter specialty', ...).
import { type TProperties, Type } from 'typebox';
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { batchAnswer, batchUids } from '../../wire/batch.js';
import { StringEnum } from '../../wire/typed-routes.js';
import { listQuerystringSchema } from '../../lists/index.js';
import { listPage } from '../../wire/response-shapes.js';
import {
  arrayOf,
  bool,
  dollars,
  dollarsOrNull,
  exact,
  instant,
  instantOrNull,
  integer,
  type JsonSchema,
  orNull,
  text,
  textOrNull,
} from '../../wire/exact-shapes.js';
import type { CatalogKind } from './kind-service.js';

export const specialitySchema = exact({ uid: text, name: text, active: bool, created_at: instant });

export const serviceSchema = exact({
  uid: text,
  name: text,
  cpt: textOrNull,
  cost: dollars,
  active: bool,
  order: integer,
  created_at: instant,
});

export const boardCertificateSchema = exact({
  uid: text,
  name: text,
  cpt: textOrNull,
  cost: dollarsOrNull,
  active: bool,
  created_at: instant,
});

const requester = orNull(
  exact(
    { uid: text, full_name: textOrNull, role_id: integer, status: textOrNull, deleted_at: instantOrNull },
    { description: 'The doctor (role 3) or clinic (role 4) who asked; null once the user is gone' },
  ),
);

const uidParams = Type.Object({ uid: Type.String({ maxLength: 64 }) });

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema } as const;
// Any value: each rule is checked in code, with its own message (rules.ts).
const nameField = Type.Optional(
  Type.Unknown({ description: 'Trimmed; 1 to 50 characters; unique regardless of case' }),
);
const nameBody = <P extends TProperties>(extra: P) => Type.Object({ name: nameField, ...extra });
export const costField = Type.Optional(
  Type.Unknown({ description: 'Dollars, 1 to 9999, at most two decimals' }),
);
export const cptField = Type.Optional(Type.Unknown({ description: 'CPT code, at most 20 characters' }));
const activeField = Type.Optional(Type.Boolean({ default: true }));

/**
 * A kind's answers carry its rows under its own key (`specialities`, `services`, ...), named at run
 * time: their schemas are plain JSON schemas (`untyped`), so tsc does not check these handlers'
 * answers; the serializer and the catalog's tests do.
 */
const untyped = (schema: JsonSchema): JsonSchema => schema;

const item = (key: string, schema: JsonSchema) => untyped(envelopeSchema(exact({ [key]: schema })));

const list = (key: string, schema: JsonSchema, description: string) => ({
  querystring: listQuerystringSchema,
  description,
  response: { 200: untyped(envelopeSchema(listPage(key, schema))), 400: errorEnvelopeSchema },
});

const tag = (name: string) => ({ tags: [name] });

/** The four calls of a global list (GET and POST the list, PUT and DELETE an entry). */
export function catalogSchemas(
  kind: Pick<
    CatalogKind<unknown, { name: string }>,
    'tag' | 'summaries' | 'many' | 'one' | 'schema' | 'bodyFields'
  >,
) {
  return {
    list: {
      ...tag(kind.tag),
      summary: kind.summaries.list,
      ...list(kind.many, kind.schema, kind.summaries.listFilters),
    },
    create: {
      ...tag(kind.tag),
      summary: kind.summaries.create,
      body: nameBody({ active: activeField, ...kind.bodyFields }),
      response: { 200: item(kind.one, kind.schema), ...errors },
    },
    update: {
      ...tag(kind.tag),
      summary: kind.summaries.update,
      params: uidParams,
      body: nameBody(kind.bodyFields),
      response: { 200: item(kind.one, kind.schema), ...errors },
    },
    remove: {
      ...tag(kind.tag),
      summary: kind.summaries.delete,
      params: uidParams,
      response: { 200: envelopeSchema({ type: 'null' }), 404: errorEnvelopeSchema },
    },
  };
}

const suggestionList = (key: string, nameKey: string) => ({
  querystring: Type.Object({
    search: Type.Optional(Type.String({ description: 'Part of the suggested name' })),
    where: Type.Optional(
      Type.String({
        description:
          'JSON: {"assignee": null} for the unassigned suggestions, {"assignee": "<admin uid>"} for theirs',
      }),
    ),
    limit: Type.Optional(
      Type.String({ description: '-1 for all pending suggestions (bounded by the server)' }),
    ),
  }),
  response: {
    200: untyped(
      envelopeSchema(
        exact({
          [key]: arrayOf(
            exact({
              uid: text,
              [nameKey]: text,
              doctor: requester,
              created_at: instant,
              assignee: assigneeShape,
            }),
          ),
          count: integer,
        }),
      ),
    ),
    400: errorEnvelopeSchema,
  },
});

/** POST .../bulk: accept or reject many pending suggestions, each as its one-row call would. */
const settleSuggestions = (what: string, accept: string) => ({
  summary: `Accept or reject pending ${what} suggestions (${accept})`,
  description:
    'One transaction, each item under its own savepoint: a refused item (its reason is the one-row ' +
    "call's message) leaves the others done. HTTP 200 whatever the items' outcomes.",
  body: Type.Object({ action: StringEnum(['accept', 'reject']), uids: batchUids }),
  response: { 200: batchAnswer, 400: errorEnvelopeSchema },
});

/**
 * The calls of one kind of suggestion under its tag: `word` names it in the summaries, `key` and
 * `nameKey` are its list's keys, `flag` the dashboard's unread flag Seen clears, `accept` the accept
 * call's summary, body and answers, and `settled` what the bulk call does with accepted ones.
 */
function suggestionSchemas<const Accept extends { summary: string }>(kind: {
  tag: string;
  word: string;
  key: string;
  nameKey: string;
  flag: string;
  accept: Accept;
  settled: string;
}) {
  const { summary, ...accept } = kind.accept;
  return {
    list: {
      ...tag(kind.tag),
      summary: `Pending ${kind.word} suggestions, newest first`,
      ...suggestionList(kind.key, kind.nameKey),
    },
    accept: { ...tag(kind.tag), summary, params: uidParams, ...accept },
    reject: {
      ...tag(kind.tag),
      summary: 'Reject a suggestion (once)',
      params: uidParams,
      response: { 200: envelopeSchema({ type: 'null' }), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
    },
    /** PUT .../seen */
    seen: {
      ...tag(kind.tag),
      summary: `The admin has seen the pending suggestions (clears ${kind.flag})`,
      response: { 200: envelopeSchema(exact({ seen: integer })) },
    },
    settle: { ...tag(kind.tag), ...settleSuggestions(kind.word, kind.settled) },
  };
}

export const specialitySuggestionSchemas = suggestionSchemas({
  tag: 'specialties',
  word: 'specialty',
  key: 'suggested_specialities',
  nameKey: 'speciality_name',
  flag: 'unreadSpeciality',
  accept: {
    summary: 'Accept a suggestion: the specialty joins the global list (once)',
    response: {
      200: item('speciality', specialitySchema),
      404: errorEnvelopeSchema,
      409: errorEnvelopeSchema,
    },
  },
  settled: 'accepted ones join the global list',
});

export const serviceSuggestionSchemas = suggestionSchemas({
  tag: 'services',
  word: 'service',
  key: 'suggested_services',
  nameKey: 'service_name',
  flag: 'unreadService',
  accept: {
    summary:
      "Accept a suggestion: the service joins the global list (once), priced at the body's cost, else the requester's own price, else $1.00",
    body: Type.Unsafe<{ cost?: unknown } | null>({
      type: ['object', 'null'],
      properties: { cost: costField },
    }),
    response: { 200: item('service', serviceSchema), ...errors },
  },
  settled: "accepted ones join the global list at the requester's own price, else $1.00",
});
