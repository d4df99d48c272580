import { Heading } from '@telehealth/shared/ui';

export function ServiceListPage() {
  return <Heading size="md">Services</Heading>;
}
