// Route schemas of the {{label}} calls: request validation, the exact answers and the OpenAPI text.
import { exportableListQuerystring } from '../../lib/list-export.js';
import { envelopeSchema, errorEnvelopeSchema, readErrorSchemas } from '../../wire/envelope.js';
import { exact, orNull } from '../../wire/exact-shapes.js';
import { listPage, uidParams } from '../../wire/response-shapes.js';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const {{NAME}}_STATUSES = ['active', 'archived'] as const;
export type {{Name}}Status = (typeof {{NAME}}_STATUSES)[number];

/** A {{label}} as every call answers it. */
export const {{name}}Schema = exact({
  uid: { type: 'string', format: 'uuid' },
  name: { type: 'string' },
  description: orNull({ type: 'string' }),
  status: { type: 'string', enum: [...{{NAME}}_STATUSES] },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
});

const one = envelopeSchema(exact({ {{name_snake}}: {{name}}Schema }));
const writeErrors = { ...readErrorSchemas, 409: errorEnvelopeSchema };

const body = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: NAME_MAX },
    description: { type: ['string', 'null'], maxLength: DESCRIPTION_MAX },
  },
} as const;

export const list{{Names}}Schema = {
  tags: ['{{names-kebab}}'],
  summary: '{{Labels}}, newest first: search on the name, filter and sort by status and dates',
  description: 'With `format=csv` or `Accept: text/csv`: every matching {{label}} as CSV, written to the audit log.',
  querystring: exportableListQuerystring,
  response: {
    200: envelopeSchema(listPage('{{names_snake}}', {{name}}Schema)),
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
  },
} as const;

export const get{{Name}}Schema = {
  tags: ['{{names-kebab}}'],
  summary: 'One {{label}}',
  params: uidParams,
  response: { 200: one, ...readErrorSchemas },
} as const;

export const create{{Name}}Schema = {
  tags: ['{{names-kebab}}'],
  summary: 'Adds a {{label}} (active)',
  body,
  response: { 200: one, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
} as const;

export const update{{Name}}Schema = {
  tags: ['{{names-kebab}}'],
  summary: "Changes a {{label}}'s name and description",
  params: uidParams,
  body,
  response: { 200: one, ...readErrorSchemas },
} as const;

/** Archive or restore: a change to the status it already has is a 409. */
export const set{{Name}}StatusSchema = (summary: string) =>
  ({ tags: ['{{names-kebab}}'], summary, params: uidParams, response: { 200: one, ...writeErrors } }) as const;
