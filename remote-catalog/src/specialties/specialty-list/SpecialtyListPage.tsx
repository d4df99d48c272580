import { Heading } from '@telehealth/shared/ui';

export function SpecialtyListPage() {
  return <Heading size="md">Specialties</Heading>;
}
