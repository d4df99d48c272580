import { usePermission } from '@telehealth/shared/session';
import { useApiQuery } from '@telehealth/shared/query';
import { formatTimestamp } from '@telehealth/shared/format';
import { Card, EmptyState, SectionCard, Stack, Text, notifySuccess } from '@telehealth/shared/ui';
import { QueryContent } from '../../../users/components/QueryContent';
import { fetchDoctorNotifications, sendBroadcast } from '../../api';
import { doctors } from '../../resource';
import type { DoctorNotification } from '../../types';
import { BroadcastBox } from './BroadcastBox';

export function NotificationList({ notifications }: { notifications: DoctorNotification[] }) {
  if (notifications.length === 0) return <EmptyState />;
  return (
    <Stack gap="2">
      {notifications.map((notification) => (
        <Card.Root key={notification.uid} size="sm">
          <Card.Body gap="1">
            <Text>{notification.description}</Text>
            <Text textStyle="xs" color="fg.muted">
              {formatTimestamp(notification.created_at)}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export interface NotificationsTabProps {
  uid: string;
  name: string;
  /** A deleted doctor can no longer be messaged. */
  canBroadcast: boolean;
}

export function NotificationsTab({ uid, name, canBroadcast }: NotificationsTabProps) {
  const mayBroadcast = usePermission('doctors.broadcast');
  const query = useApiQuery(['doctors', uid, 'notifications'], (signal) =>
    fetchDoctorNotifications(uid, signal),
  );
  // The list reads again with the doctor's other reads, and so does History.
  const broadcast = doctors.useAction(uid, (message: string) => sendBroadcast(uid, message));
  const send = async (message: string) => {
    await broadcast.mutateAsync(message);
    notifySuccess(`Notification sent to Dr.${name}`);
  };
  return (
    <Stack gap="4">
      {canBroadcast && mayBroadcast && (
        <SectionCard title="Broadcast">
          <BroadcastBox onSend={send} />
        </SectionCard>
      )}
      <QueryContent query={query}>
        {(notifications) => <NotificationList notifications={notifications} />}
      </QueryContent>
    </Stack>
  );
}
