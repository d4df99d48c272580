import { requiredText } from '@telehealth/shared/schemas';
import * as v from 'valibot';

export const BROADCAST_MAX = 255;

export const broadcastSchema = v.object({
  message: requiredText(
    'Please enter a message to broadcast',
    BROADCAST_MAX,
    'Message must be at most 255 characters',
  ),
});
export type BroadcastValues = v.InferOutput<typeof broadcastSchema>;
