import { appointmentStatusLabel } from '@telehealth/shared/format';
import { StatusBadge, toneForStatus } from '@telehealth/shared/ui';

export function AppointmentStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={appointmentStatusLabel(status)} tone={toneForStatus(status)} />;
}
