import { Heading } from '@telehealth/shared/ui';

export function PatientDetailPage() {
  return <Heading size="md">Patient Detail</Heading>;
}
