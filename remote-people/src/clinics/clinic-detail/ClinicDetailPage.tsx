import { Heading } from '@telehealth/shared/ui';

export function ClinicDetailPage() {
  return <Heading size="md">Clinic Detail</Heading>;
}
