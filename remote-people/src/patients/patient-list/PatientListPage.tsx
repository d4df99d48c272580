import { Heading } from '@telehealth/shared/ui';

export function PatientListPage() {
  return <Heading size="md">Patients</Heading>;
}
