import { StatusBadge } from '@telehealth/shared/ui';
import { doctorBadge } from '../doctor-status';
import type { DoctorStatus } from '../types';

export function DoctorStatusBadge({
  doctor,
}: {
  doctor: { status: DoctorStatus | string; profile_status: string };
}) {
  const { label, tone } = doctorBadge(doctor);
  return <StatusBadge label={label} tone={tone} />;
}
