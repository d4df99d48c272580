import { Heading } from '@telehealth/shared/ui';

export function ClinicListPage() {
  return <Heading size="md">Clinics</Heading>;
}
