import { requiredText } from '@telehealth/shared/schemas';
import * as v from 'valibot';

export const enquiryReplySchema = v.object({
  note: requiredText('Add a note before submitting'),
});
export type EnquiryReplyValues = v.InferOutput<typeof enquiryReplySchema>;
