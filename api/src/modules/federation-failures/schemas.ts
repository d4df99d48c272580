import { envelopeSchema } from '../../wire/envelope.js';

export const FAILURE_STAGES = ['manifest', 'entry', 'module', 'chunk'] as const;

/** A remote's failed load, as the host's retry plugin reports it: what failed, never who was using it. */
export const reportFailureSchema = {
  tags: ['federation'],
  summary: "Log a remote's failed load (manifest, entry, module or page chunk) with its release",
  body: {
    type: 'object',
    required: ['remote', 'version', 'stage', 'attempt', 'final', 'error'],
    additionalProperties: false,
    properties: {
      remote: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$', description: 'The remote, e.g. people' },
      version: {
        type: 'string',
        pattern: '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]{1,40})?$',
        description: 'Its release',
      },
      stage: { type: 'string', enum: [...FAILURE_STAGES] },
      attempt: { type: 'integer', minimum: 1, maximum: 10 },
      final: { type: 'boolean', description: 'No try was left: the admin saw the unavailable panel' },
      error: { type: 'string', minLength: 1, maxLength: 300 },
    },
  },
  response: {
    202: envelopeSchema({ type: 'object', properties: { logged: { type: 'boolean' } } }),
  },
};
