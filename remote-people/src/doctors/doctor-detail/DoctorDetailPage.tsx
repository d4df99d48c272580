import { Heading } from '@telehealth/shared/ui';

export function DoctorDetailPage() {
  return <Heading size="md">Doctor Detail</Heading>;
}
