// Route schemas of the notification feed calls (validation and the OpenAPI document).
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { listPage } from '../../wire/response-shapes.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

const feedEntry = {
  type: 'object',
  required: ['uid', 'title', 'description', 'created_at', 'doctor'],
  properties: {
    uid: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    doctor: {
      type: ['object', 'null'],
      description: 'The doctor the entry is about (the feed links to /admin/doctors/{uid}?active=2)',
      required: ['uid', 'full_name'],
      properties: { uid: { type: 'string' }, full_name: { type: ['string', 'null'] } },
    },
  },
} as const;

export const listFeedSchema = {
  tags: ['notifications'],
  summary: "The administrators' notification feed, newest first; reading it marks the feed seen",
  querystring: {
    type: 'object',
    properties: {
      offset: { type: 'string' },
      limit: { type: 'string', description: 'Default 100, at most 500' },
      sort: { type: 'string', description: 'JSON list: [{"created_at":"DESC"}] (the only sort field)' },
    },
  },
  response: {
    200: envelopeSchema(listPage('notifications', feedEntry)),
    ...errors,
  },
} as const;

export const clearFeedSchema = {
  tags: ['notifications'],
  summary: 'Clears every entry of the feed',
  response: {
    200: envelopeSchema({
      type: 'object',
      required: ['cleared'],
      properties: { cleared: { type: 'integer', description: 'How many entries were cleared' } },
    }),
    ...errors,
  },
} as const;
