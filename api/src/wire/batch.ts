// The wire of the bulk actions: the ids a body carries and the answer's data.
import { Type } from 'typebox';
import { envelopeSchema } from './envelope.js';

const LIMIT = '1 to 500 distinct items (a duplicate is answered once); otherwise 400';

/** The uids of a bulk action's body: each a string; an unknown or malformed one is a refused item. */
export const batchUids = Type.Array(Type.String({ maxLength: 64 }), {
  description: `The rows' uids, ${LIMIT}`,
});

/** The integer ids of a bulk action's body; an unknown one is a refused item. */
export const batchIds = Type.Array(Type.Integer(), { description: `The rows' ids, ${LIMIT}` });

/** The answer: how many were done and refused, and each item's outcome in the request's order. */
export const batchAnswer = envelopeSchema({
  type: 'object',
  required: ['done', 'refused', 'results'],
  properties: {
    done: { type: 'integer' },
    refused: { type: 'integer' },
    results: {
      type: 'array',
      description: "One per distinct id, in the request's order",
      items: {
        type: 'object',
        required: ['id', 'outcome'],
        properties: {
          id: { type: 'string', description: 'The uid, or the id as a string' },
          outcome: { type: 'string', enum: ['done', 'refused'] },
          reason: {
            type: 'string',
            description: "Why it was refused: the one-row action's message",
          },
        },
      },
    },
  },
});
