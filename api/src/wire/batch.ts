// The wire of the bulk actions: the ids a body carries and the answer's data.
import { Type } from 'typebox';
import { envelopeSchema } from './envelope.js';
import { arrayOf, exact, integer, text, textEnum } from './exact-shapes.js';

const LIMIT = '1 to 500 distinct items (a duplicate is answered once); otherwise 400';

/** The uids of a bulk action's body: each a string; an unknown or malformed one is a refused item. */
export const batchUids = Type.Array(Type.String({ maxLength: 64 }), {
  description: `The rows' uids, ${LIMIT}`,
});

/** The integer ids of a bulk action's body; an unknown one is a refused item. */
export const batchIds = Type.Array(Type.Integer(), { description: `The rows' ids, ${LIMIT}` });

/** The answer: how many were done and refused, and each item's outcome in the request's order. */
export const batchAnswer = envelopeSchema(
  exact({
    done: integer,
    refused: integer,
    results: arrayOf(
      exact(
        {
          id: { ...text, description: 'The uid, or the id as a string' },
          outcome: textEnum(['done', 'refused']),
          reason: { ...text, description: "Why it was refused: the one-row action's message" },
        },
        { optional: ['reason'] },
      ),
      "One per distinct id, in the request's order",
    ),
  }),
);
