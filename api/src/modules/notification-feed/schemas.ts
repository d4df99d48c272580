// Route schemas of the notification feed calls (validation and the OpenAPI document).
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { listPage } from '../../wire/response-shapes.js';
import { exact, instant, integer, orNull, text, textOrNull } from '../../wire/exact-shapes.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

const feedEntry = exact({
  uid: text,
  title: text,
  description: text,
  created_at: instant,
  doctor: orNull(
    exact(
      { uid: text, full_name: textOrNull },
      { description: 'The doctor the entry is about (the feed links to /admin/doctors/{uid}?active=2)' },
    ),
  ),
});

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
    200: envelopeSchema(exact({ cleared: { ...integer, description: 'How many entries were cleared' } })),
    ...errors,
  },
} as const;
