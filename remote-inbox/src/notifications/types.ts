// The notification feed answer of the API (GET /notificationLog), named from its generated types
// (@telehealth/shared/contracts, `pnpm gen:api-types`).
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type NotificationFeed = ApiAnswer<'/api/notificationLog', 'get'>;

/** An entry; `doctor` is the doctor it is about, null once that account is gone. */
export type FeedNotification = NotificationFeed['notifications'][number];
