import { Alert, List } from '@telehealth/shared/ui';
import type { DoctorDetail } from '../../types';

// Only a doctor who is, or may become, bookable has items to complete; a rejected, blocked or deleted
// doctor does not, so the notice would only mislead.
const COMPLETING = new Set(['pending', 'active', 'deactivated']);

/** What the doctor still has to add before the profile is complete. */
export function pendingItems(
  doctor: Pick<
    DoctorDetail,
    'status' | 'is_availability_added' | 'is_bank_added' | 'is_service_added' | 'expired_license'
  >,
): string[] {
  if (!COMPLETING.has(doctor.status)) return [];
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
