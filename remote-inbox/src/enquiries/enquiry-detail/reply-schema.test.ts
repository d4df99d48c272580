import { enquiryReplySchema } from './reply-schema';
import { fieldErrors } from '@telehealth/shared/test-support/field-errors';

describe('enquiryReplySchema', () => {
  it('wants a note', () => {
    expect(fieldErrors(enquiryReplySchema, { note: '' })).toEqual({ note: 'Add a note before submitting' });
    expect(fieldErrors(enquiryReplySchema, { note: '  ' })).toEqual({ note: 'Add a note before submitting' });
    expect(fieldErrors(enquiryReplySchema, { note: 'Thanks' })).toEqual({});
  });
});
