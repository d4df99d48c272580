import { Heading } from '@telehealth/shared/ui';

export function DoctorListPage() {
  return <Heading size="md">Doctors</Heading>;
}
