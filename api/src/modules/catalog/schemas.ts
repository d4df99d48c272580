// JSON schemas of the catalog calls, for the OpenAPI document. Bodies are checked in code so each
// rule answers with the message the admin screens show ('Please enter specialty', ...).
import { envelopeSchema, errorEnvelopeSchema } from '../../plugins/envelope.js';
import { listQuerystringSchema } from '../../lists/index.js';

const money = { type: ['string', 'null'], description: 'Dollars with two decimals' } as const;
const date = { type: 'string', format: 'date-time' } as const;

const speciality = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    name: { type: 'string' },
    active: { type: 'boolean' },
    created_at: date,
  },
} as const;

const service = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    name: { type: 'string' },
    cpt: { type: ['string', 'null'] },
    cost: money,
    active: { type: 'boolean' },
    order: { type: 'integer' },
    created_at: date,
  },
} as const;

const boardCertificate = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    name: { type: 'string' },
    cpt: { type: ['string', 'null'] },
    cost: money,
    active: { type: 'boolean' },
    created_at: date,
  },
} as const;

const requester = {
  type: ['object', 'null'],
  description: 'The doctor (role 3) or clinic (role 4) who asked; null once the user is gone',
  properties: {
    uid: { type: 'string' },
    full_name: { type: ['string', 'null'] },
    role_id: { type: 'integer' },
    status: { type: ['string', 'null'] },
    deleted_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const uidParams = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', maxLength: 64 } },
} as const;

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema } as const;
const anyValue = {} as const;
const nameBody = (extra: Record<string, unknown> = {}) =>
  ({
    type: 'object',
    properties: {
      name: { ...anyValue, description: 'Trimmed; 1 to 50 characters; unique regardless of case' },
      ...extra,
    },
  }) as const;
const costField = { description: 'Dollars, 1 to 9999, at most two decimals' } as const;
const cptField = { description: 'CPT code, at most 20 characters' } as const;
const activeField = { type: 'boolean', default: true } as const;

const item = (key: string, schema: object) =>
  envelopeSchema({ type: ['object', 'null'], properties: { [key]: schema } });

const list = (key: string, schema: object, description: string) => ({
  querystring: listQuerystringSchema,
  description,
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        [key]: { type: 'array', items: schema },
        count: { type: 'integer' },
        limit: { type: 'integer' },
      },
    }),
    400: errorEnvelopeSchema,
  },
});

const tag = (name: string) => ({ tags: [name] });

export const listSpecialitiesSchema = {
  ...tag('specialties'),
  summary: 'Active specialties, by name',
  ...list(
    'specialities',
    speciality,
    'where: name (=, in, contains), active, uid, created_at; sort: name, created_at; search: name.',
  ),
};
export const createSpecialitySchema = {
  ...tag('specialties'),
  summary: 'Add a specialty',
  body: nameBody({ active: activeField }),
  response: { 200: item('speciality', speciality), ...errors },
};
export const updateSpecialitySchema = {
  ...tag('specialties'),
  summary: 'Rename a specialty',
  params: uidParams,
  body: nameBody(),
  response: { 200: item('speciality', speciality), ...errors },
};
export const deleteSpecialitySchema = {
  ...tag('specialties'),
  summary: 'Delete a specialty (retired: doctors keep it; adding the name again revives it)',
  params: uidParams,
  response: { 200: envelopeSchema({ type: 'null' }), 404: errorEnvelopeSchema },
};

export const listServicesSchema = {
  ...tag('services'),
  summary: 'Active services, by order then name',
  ...list(
    'services',
    service,
    'where: name, cpt (=, in, contains), order, active, uid, created_at; sort: order, name, cpt, cost, created_at; search: name.',
  ),
};
export const createServiceSchema = {
  ...tag('services'),
  summary: 'Add a service',
  body: nameBody({ active: activeField, cpt: cptField, cost: costField }),
  response: { 200: item('service', service), ...errors },
};
export const updateServiceSchema = {
  ...tag('services'),
  summary: 'Edit a service',
  params: uidParams,
  body: nameBody({ cpt: cptField, cost: costField }),
  response: { 200: item('service', service), ...errors },
};
export const deleteServiceSchema = {
  ...tag('services'),
  summary: 'Delete a service (retired: doctors keep their offer)',
  params: uidParams,
  response: { 200: envelopeSchema({ type: 'null' }), 404: errorEnvelopeSchema },
};

export const listBoardCertificatesSchema = {
  ...tag('board certifications'),
  summary: 'Active board certifications, by name',
  ...list(
    'board_certificates',
    boardCertificate,
    'where: name (=, in, contains), active, uid, created_at; sort: name, created_at; search: name.',
  ),
};
export const createBoardCertificateSchema = {
  ...tag('board certifications'),
  summary: 'Add a board certification',
  body: nameBody({
    active: activeField,
    cpt: cptField,
    cost: { description: 'Optional; dollars, 1 to 9999' },
  }),
  response: { 200: item('board_certificate', boardCertificate), ...errors },
};
export const updateBoardCertificateSchema = {
  ...tag('board certifications'),
  summary: 'Edit a board certification',
  params: uidParams,
  body: nameBody({ cpt: cptField, cost: { description: 'Optional; dollars, 1 to 9999' } }),
  response: { 200: item('board_certificate', boardCertificate), ...errors },
};
export const deleteBoardCertificateSchema = {
  ...tag('board certifications'),
  summary: 'Delete a board certification',
  params: uidParams,
  response: { 200: envelopeSchema({ type: 'null' }), 404: errorEnvelopeSchema },
};

const suggestionList = (key: string, nameKey: string) => ({
  querystring: {
    type: 'object',
    properties: {
      search: { type: 'string', description: 'Part of the suggested name' },
      limit: { type: 'string', description: '-1 for all pending suggestions (bounded by the server)' },
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        [key]: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              uid: { type: 'string' },
              [nameKey]: { type: 'string' },
              doctor: requester,
              created_at: date,
            },
          },
        },
        count: { type: 'integer' },
      },
    }),
    400: errorEnvelopeSchema,
  },
});

export const listSuggestedSpecialitiesSchema = {
  ...tag('specialties'),
  summary: 'Pending specialty suggestions, newest first',
  ...suggestionList('suggested_specialities', 'speciality_name'),
};
export const acceptSuggestedSpecialitySchema = {
  ...tag('specialties'),
  summary: 'Accept a suggestion: the specialty joins the global list (once)',
  params: uidParams,
  response: { 200: item('speciality', speciality), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
};
export const rejectSuggestedSpecialitySchema = {
  ...tag('specialties'),
  summary: 'Reject a suggestion (once)',
  params: uidParams,
  response: { 200: envelopeSchema({ type: 'null' }), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
};
export const seenSuggestedSpecialitiesSchema = {
  ...tag('specialties'),
  summary: 'The admin has seen the pending suggestions (clears unreadSpeciality)',
  response: { 200: envelopeSchema({ type: 'object', properties: { seen: { type: 'integer' } } }) },
};

export const listSuggestedServicesSchema = {
  ...tag('services'),
  summary: 'Pending service suggestions, newest first',
  ...suggestionList('suggested_services', 'service_name'),
};
export const acceptSuggestedServiceSchema = {
  ...tag('services'),
  summary:
    "Accept a suggestion: the service joins the global list (once), priced at the body's cost, else the requester's own price, else $1.00",
  params: uidParams,
  body: { type: ['object', 'null'], properties: { cost: costField } },
  response: { 200: item('service', service), ...errors },
};
export const rejectSuggestedServiceSchema = {
  ...tag('services'),
  summary: 'Reject a suggestion (once)',
  params: uidParams,
  response: { 200: envelopeSchema({ type: 'null' }), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
};
export const seenSuggestedServicesSchema = {
  ...tag('services'),
  summary: 'The admin has seen the pending suggestions (clears unreadService)',
  response: { 200: envelopeSchema({ type: 'object', properties: { seen: { type: 'integer' } } }) },
};
