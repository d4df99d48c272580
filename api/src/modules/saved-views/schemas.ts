import { Type } from 'typebox';
import { envelopeSchema } from '../../wire/envelope.js';
import { StringEnum } from '../../wire/typed-routes.js';
import { DENSITIES, MAX_LAYOUT_COLUMNS } from './list-layout.js';
import { LIST_NAME_PATTERN } from './saved-query.js';

const LIST_DESCRIPTION = 'A list screen its module declares (doctors, payments, audit-log, ...)';
/** A list's name; an undeclared one is refused with a 400 naming it (saved-query.ts, knownList). */
const listName = Type.String({ pattern: LIST_NAME_PATTERN, description: LIST_DESCRIPTION });

const savedView = {
  type: 'object',
  required: ['uid', 'list', 'name', 'query', 'created_at'],
  properties: {
    uid: { type: 'string', format: 'uuid' },
    list: { type: 'string' },
    name: { type: 'string' },
    query: { type: 'string', description: "The list's URL query (filters, search, sort), without the page" },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const listSavedViewsSchema = {
  tags: ['saved views'],
  summary: "The signed-in administrator's saved views of one list, in the order they were saved",
  querystring: Type.Object({ list: listName }, { additionalProperties: false }),
  response: {
    200: envelopeSchema({ type: 'object', properties: { views: { type: 'array', items: savedView } } }),
  },
} as const;

export const createSavedViewSchema = {
  tags: ['saved views'],
  summary: "Save the list's current filters, search and sort under a name",
  body: Type.Object(
    {
      list: listName,
      name: Type.String({ minLength: 1, maxLength: 60 }),
      query: Type.String({ maxLength: 4000 }),
    },
    { additionalProperties: false },
  ),
  response: { 201: envelopeSchema({ type: 'object', properties: { view: savedView } }) },
} as const;

export const deleteSavedViewSchema = {
  tags: ['saved views'],
  summary: 'Delete one of your saved views',
  params: Type.Object({ uid: Type.String({ format: 'uuid' }) }),
  response: { 200: envelopeSchema({ type: 'object', properties: { uid: { type: 'string' } } }) },
} as const;

const listLayout = {
  type: 'object',
  required: ['list', 'hidden', 'shown', 'density'],
  properties: {
    list: { type: 'string' },
    hidden: {
      type: 'array',
      items: { type: 'string' },
      description: 'Columns shown by default that are hidden',
    },
    shown: {
      type: 'array',
      items: { type: 'string' },
      description: 'Columns hidden by default that are shown',
    },
    density: { type: 'string', enum: [...DENSITIES] },
  },
} as const;

export const readListLayoutSchema = {
  tags: ['saved views'],
  summary: "The signed-in administrator's columns and row density of one list",
  querystring: Type.Object({ list: listName }, { additionalProperties: false }),
  response: { 200: envelopeSchema({ type: 'object', properties: { layout: listLayout } }) },
} as const;

const columnIds = Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: MAX_LAYOUT_COLUMNS });

export const writeListLayoutSchema = {
  tags: ['saved views'],
  summary: 'Keep which columns of a list are hidden or shown, and its row density',
  body: Type.Object(
    {
      list: listName,
      hidden: columnIds,
      shown: columnIds,
      density: StringEnum(DENSITIES),
    },
    { additionalProperties: false },
  ),
  response: { 200: envelopeSchema({ type: 'object', properties: { layout: listLayout } }) },
} as const;
