// Exact response schemas of the one-user actions: what service.ts answers.
import { exact, textEnum, uid } from '../../wire/exact-shapes.js';
import { doctorNotificationSchema, userStatus } from '../../wire/people-shapes.js';
import { envelopeSchema } from '../../wire/envelope.js';

/** Block, unblock, delete, approve or reject: the user's new status. */
export const userStatusAnswer = envelopeSchema(exact({ user: exact({ uid, status: userStatus }) }));

export const sponsoredAnswer = envelopeSchema(
  exact({ user: exact({ uid, is_sponsored: textEnum(['0', '1'], "'1' sponsored") }) }),
);

export const passwordChangedAnswer = envelopeSchema(exact({}));

export const broadcastAnswer = envelopeSchema(exact({ notification: doctorNotificationSchema }));
