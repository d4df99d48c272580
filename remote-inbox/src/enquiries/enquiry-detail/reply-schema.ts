import * as v from 'valibot';
import { BROADCAST_MAX } from './limits';
import { requiredText } from './rules';

export const enquiryReplySchema = v.object({
  note: requiredText('Add a note before submitting'),
});
export type EnquiryReplyValues = v.InferOutput<typeof enquiryReplySchema>;

export const broadcastSchema = v.object({
  message: requiredText(
    'Please enter a message to broadcast',
    BROADCAST_MAX,
    'Message must be at most 255 characters',
  ),
});
export type BroadcastValues = v.InferOutput<typeof broadcastSchema>;
