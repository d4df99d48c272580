import { Type } from 'typebox';
import { envelopeSchema } from '../../wire/envelope.js';
import { StringEnum } from '../../wire/typed-routes.js';
import { arrayOf, exact, instant, text, textEnum, uid } from '../../wire/exact-shapes.js';
import { DENSITIES, MAX_LAYOUT_COLUMNS } from './list-layout.js';
import { LIST_NAME_PATTERN } from './saved-query.js';

const LIST_DESCRIPTION = 'A list screen its module declares (doctors, payments, audit-log, ...)';
/** A list's name; an undeclared one is refused with a 400 naming it (saved-query.ts, knownList). */
const listName = Type.String({ pattern: LIST_NAME_PATTERN, description: LIST_DESCRIPTION });

const savedView = exact({
  uid,
  list: text,
  name: text,
  query: { ...text, description: "The list's URL query (filters, search, sort), without the page" },
  created_at: instant,
});

export const listSavedViewsSchema = {
  tags: ['saved views'],
  summary: "The signed-in administrator's saved views of one list, in the order they were saved",
  querystring: Type.Object({ list: listName }, { additionalProperties: false }),
  response: {
    200: envelopeSchema(exact({ views: arrayOf(savedView) })),
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
  response: { 201: envelopeSchema(exact({ view: savedView })) },
} as const;

export const deleteSavedViewSchema = {
  tags: ['saved views'],
  summary: 'Delete one of your saved views',
  params: Type.Object({ uid: Type.String({ format: 'uuid' }) }),
  response: { 200: envelopeSchema(exact({ uid: text })) },
} as const;

const listLayout = exact({
  list: text,
  hidden: arrayOf(text, 'Columns shown by default that are hidden'),
  shown: arrayOf(text, 'Columns hidden by default that are shown'),
  density: textEnum(DENSITIES),
});

/** The layout answer of a read or a write. */
const layoutAnswer = envelopeSchema(exact({ layout: listLayout }));

export const readListLayoutSchema = {
  tags: ['saved views'],
  summary: "The signed-in administrator's columns and row density of one list",
  querystring: Type.Object({ list: listName }, { additionalProperties: false }),
  response: { 200: layoutAnswer },
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
  response: { 200: layoutAnswer },
} as const;
