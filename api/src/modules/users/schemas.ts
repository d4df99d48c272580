import { envelopeSchema } from '../../wire/envelope.js';
import { adminUser } from '../auth/index.js';

export const meSchema = {
  tags: ['user'],
  summary: 'The signed-in administrator',
  response: { 200: envelopeSchema({ type: 'object', properties: { user: adminUser } }) },
};
