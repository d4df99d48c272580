// The notification feed answers of the API (GET /notificationLog).

export interface FeedNotification {
  uid: string;
  title: string;
  description: string;
  created_at: string;
  /** The doctor the entry is about; null once that account is gone. */
  doctor: { uid: string; full_name: string | null } | null;
}

export interface NotificationFeed {
  notifications: FeedNotification[];
  count: number;
  limit: number;
}
