import { Heading } from '@telehealth/shared/ui';

export function NotificationFeedPage() {
  return <Heading size="md">Notifications</Heading>;
}
