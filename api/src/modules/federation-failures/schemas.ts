import { Type } from 'typebox';
import { envelopeSchema } from '../../wire/envelope.js';
import { bool, exact } from '../../wire/exact-shapes.js';
import { StringEnum } from '../../wire/typed-routes.js';

export const FAILURE_STAGES = ['manifest', 'entry', 'module', 'chunk'] as const;

/** A remote's failed load, as the host's retry plugin reports it: what failed, never who was using it. */
export const reportFailureSchema = {
  tags: ['federation'],
  summary: "Log a remote's failed load (manifest, entry, module or page chunk) with its release",
  body: Type.Object(
    {
      remote: Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$', description: 'The remote, e.g. people' }),
      version: Type.String({
        pattern: '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]{1,40})?$',
        description: 'Its release',
      }),
      stage: StringEnum(FAILURE_STAGES),
      attempt: Type.Integer({ minimum: 1, maximum: 10 }),
      final: Type.Boolean({ description: 'No try was left: the admin saw the unavailable panel' }),
      error: Type.String({ minLength: 1, maxLength: 300 }),
    },
    { additionalProperties: false },
  ),
  response: {
    202: envelopeSchema(exact({ logged: bool })),
  },
};
