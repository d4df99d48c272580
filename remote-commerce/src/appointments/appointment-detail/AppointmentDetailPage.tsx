import { Heading } from '@telehealth/shared/ui';

export function AppointmentDetailPage() {
  return <Heading size="md">Appointment Detail</Heading>;
}
