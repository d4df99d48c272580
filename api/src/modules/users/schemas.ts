import { envelopeSchema } from '../../wire/envelope.js';
import { exact } from '../../wire/exact-shapes.js';
import { adminUser } from '../auth/index.js';

export const meSchema = {
  tags: ['user'],
  summary: 'The signed-in administrator',
  response: { 200: envelopeSchema(exact({ user: adminUser })) },
};
