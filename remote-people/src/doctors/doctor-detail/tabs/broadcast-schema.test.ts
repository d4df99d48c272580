import { fieldErrors } from '@telehealth/shared/test-support/field-errors';
import { broadcastSchema } from './broadcast-schema';

describe('broadcastSchema', () => {
  it('wants a message of at most 255 characters', () => {
    expect(fieldErrors(broadcastSchema, { message: '' })).toEqual({
      message: 'Please enter a message to broadcast',
    });
    expect(fieldErrors(broadcastSchema, { message: 'a'.repeat(256) })).toEqual({
      message: 'Message must be at most 255 characters',
    });
    expect(fieldErrors(broadcastSchema, { message: 'a'.repeat(255) })).toEqual({});
  });
});
