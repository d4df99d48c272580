import { envelopeSchema } from '../../plugins/envelope.js';
import { SAVED_VIEW_LISTS } from './saved-query.js';

const savedView = {
  type: 'object',
  required: ['uid', 'list', 'name', 'query', 'created_at'],
  properties: {
    uid: { type: 'string', format: 'uuid' },
    list: { type: 'string', enum: [...SAVED_VIEW_LISTS] },
    name: { type: 'string' },
    query: { type: 'string', description: "The list's URL query (filters, search, sort), without the page" },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const listSavedViewsSchema = {
  tags: ['saved views'],
  summary: "The signed-in administrator's saved views of one list, in the order they were saved",
  querystring: {
    type: 'object',
    required: ['list'],
    additionalProperties: false,
    properties: { list: { type: 'string', enum: [...SAVED_VIEW_LISTS] } },
  },
  response: {
    200: envelopeSchema({ type: 'object', properties: { views: { type: 'array', items: savedView } } }),
  },
} as const;

export const createSavedViewSchema = {
  tags: ['saved views'],
  summary: "Save the list's current filters, search and sort under a name",
  body: {
    type: 'object',
    required: ['list', 'name', 'query'],
    additionalProperties: false,
    properties: {
      list: { type: 'string', enum: [...SAVED_VIEW_LISTS] },
      name: { type: 'string', minLength: 1, maxLength: 60 },
      query: { type: 'string', maxLength: 4000 },
    },
  },
  response: { 201: envelopeSchema({ type: 'object', properties: { view: savedView } }) },
} as const;

export const deleteSavedViewSchema = {
  tags: ['saved views'],
  summary: 'Delete one of your saved views',
  params: {
    type: 'object',
    required: ['uid'],
    properties: { uid: { type: 'string', format: 'uuid' } },
  },
  response: { 200: envelopeSchema({ type: 'object', properties: { uid: { type: 'string' } } }) },
} as const;
