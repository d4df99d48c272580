import { Alert, List } from '@telehealth/shared/ui';
import type { DoctorDetail } from '../../types';

/** What the doctor still has to add before the profile is complete. */
export function pendingItems(
  doctor: Pick<
    DoctorDetail,
    'is_availability_added' | 'is_bank_added' | 'is_service_added' | 'expired_license'
  >,
): string[] {
  const items: string[] = [];
  if (!doctor.is_availability_added) items.push('Availability not added');
  if (!doctor.is_bank_added) items.push('Bank detail not added');
  if (!doctor.is_service_added) items.push('Services not added');
  if (doctor.expired_license > 0) items.push('Medical license expired');
  return items;
}

export function PendingItemsNotice({ doctor }: { doctor: DoctorDetail }) {
  const items = pendingItems(doctor);
  if (items.length === 0) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Pending items</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
