import { Heading } from '@telehealth/shared/ui';

export function AppointmentListPage() {
  return <Heading size="md">Appointments</Heading>;
}
