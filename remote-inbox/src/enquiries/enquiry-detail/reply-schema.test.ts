import { broadcastSchema, enquiryReplySchema } from './inbox';
import { fieldErrors } from './test-helpers';

describe('enquiryReplySchema', () => {
  it('wants a note', () => {
    expect(fieldErrors(enquiryReplySchema, { note: '' })).toEqual({ note: 'Add a note before submitting' });
    expect(fieldErrors(enquiryReplySchema, { note: '  ' })).toEqual({ note: 'Add a note before submitting' });
    expect(fieldErrors(enquiryReplySchema, { note: 'Thanks' })).toEqual({});
  });
});

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
